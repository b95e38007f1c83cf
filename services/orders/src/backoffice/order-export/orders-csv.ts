import { orderExportColumns, type Order } from '@shop/contracts';
import { csvBom, csvEuros, csvLine, csvText, type CsvDialect } from '../../shared/csv-format';
import { exportRowOf } from './export-row';

/**
 * The orders as CSV, a line at a time as they are read: a BOM, the columns' names, one line an
 * order (UTF-8, CRLF; separator and decimal mark as the dialect says; every text formula-safe).
 */
export async function* ordersCsv(orders: AsyncIterable<Order>, dialect: CsvDialect): AsyncGenerator<string> {
  yield csvBom + csvLine(orderExportColumns, dialect);
  for await (const order of orders) {
    const row = exportRowOf(order);
    yield csvLine(
      orderExportColumns.map((column) => {
        const value = row[column];
        return typeof value === 'number' ? csvEuros(value, dialect) : csvText(value, dialect);
      }),
      dialect,
    );
  }
}
