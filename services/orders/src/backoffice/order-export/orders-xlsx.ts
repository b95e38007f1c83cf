import { orderExportColumns, type Order } from '@shop/contracts';
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { exportRowOf } from './export-row';

const euroFormat = '#,##0.00';
const timeFormat = 'yyyy-mm-dd hh:mm';

/** Wide enough for its values at a glance; Excel has no "fit" of its own in the file. */
const widthOf = (column: string) =>
  column === 'completed_at' ? 17 : ['net', 'vat', 'gross', 'currency', 'status'].includes(column) ? 12 : 24;

/**
 * The orders as an XLSX workbook written to `out` a row at a time as they are read (exceljs'
 * streaming writer: a committed row leaves memory). Cells are typed: amounts are numbers in euros
 * with two decimals, the sending time a date in the shop's time zone, the rest text (a text cell is
 * never run as a formula, so it needs no apostrophe).
 */
export async function writeOrdersXlsx(orders: AsyncIterable<Order>, out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = orderExportColumns.map((column) => ({
    key: column,
    width: widthOf(column),
    ...(['net', 'vat', 'gross'].includes(column) ? { style: { numFmt: euroFormat } } : {}),
    ...(column === 'completed_at' ? { style: { numFmt: timeFormat } } : {}),
  }));
  const header = sheet.addRow([...orderExportColumns]);
  header.font = { bold: true };
  header.commit();
  for await (const order of orders) {
    const row = exportRowOf(order);
    sheet
      .addRow({
        ...row,
        // The shop's wall-clock time as the cell's date: a spreadsheet's dates have no zone.
        completed_at: row.completed_at ? new Date(`${row.completed_at.replace(' ', 'T')}Z`) : null,
        net: row.net / 100,
        vat: row.vat / 100,
        gross: row.gross / 100,
      })
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}
