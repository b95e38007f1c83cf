import { orderExportColumns } from '@shop/contracts';
import ExcelJS from 'exceljs';
import { backofficeWithOrder } from './backoffice-fixture';

jest.setTimeout(60_000);

type Ctx = Awaited<ReturnType<typeof backofficeWithOrder>>;
const download = (ctx: Ctx, file: 'orders.csv' | 'orders.xlsx', query: string, headers: object, locale = 'en') =>
  ctx.server.inject({
    method: 'GET',
    url: `/orders/backoffice/${file}${query ? `?${query}` : ''}`,
    headers: { 'x-locale': locale, ...headers },
  });

/** The CSV's records without the BOM (no field of these orders holds a line break). */
const recordsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

const euros = (cents: number, mark: string) =>
  `${Math.floor(cents / 100)}${mark}${String(cents % 100).padStart(2, '0')}`;

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  // A copy as a plain ArrayBuffer: what exceljs' types take.
  await workbook.xlsx.load(new Uint8Array(body).buffer);
  const sheet = workbook.getWorksheet('orders')!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return { sheet, rows };
}

describe('back office: the order list exported as CSV and XLSX (operators only)', () => {
  let ctx: Ctx;
  let injected: { order_number: string; uuid: string };
  beforeAll(async () => {
    ctx = await backofficeWithOrder();
    // A buyer's reference a spreadsheet would run as a formula.
    injected = await ctx.place('=HYPERLINK("http://evil.example")');
  });
  afterAll(() => ctx?.close());

  it.each(['orders.csv', 'orders.xlsx'] as const)(
    '%s refuses a buyer with 403 and anonymous callers with 401',
    async (file) => {
      const buyer = await download(ctx, file, '', ctx.buyer);
      expect([buyer.statusCode, buyer.json().code]).toEqual([403, 'FORBIDDEN']);
      const anonymous = await download(ctx, file, '', {});
      expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'UNAUTHORIZED']);
    },
  );

  it('refuses a bad filter with 400 naming the field, in the caller’s language', async () => {
    const res = await download(ctx, 'orders.csv', 'from=yesterday', ctx.operator, 'de');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ field: 'from', reason: 'Ungültiger Wert' }]);
  });

  it('writes every matching order as one CSV line, with comma and dot in English', async () => {
    const res = await download(ctx, 'orders.csv', '', ctx.operator);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = recordsOf(res.body);
    expect(header).toBe(
      'order_number,completed_at,company,buyer_name,buyer_email,purchase_order,cost_center,status,' +
        'payment_method,net,vat,gross,currency,suppliers',
    );
    expect(lines.map((line) => line.split(',')[0])).toEqual([injected.order_number, ctx.done.order_number]);
    const first = lines[1]!;
    expect(first).toMatch(
      new RegExp(
        `^${ctx.done.order_number},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},Rakennus Oy,Anna Virtanen,` +
          `anna.virtanen@rakennus-oy.fi,Työmaa Pasila,,[a-z_]+,invoice,\\d+\\.\\d{2},\\d+\\.\\d{2},`,
      ),
    );
    expect(first).toContain(`,${euros(ctx.done.total_price_with_vat, '.')},EUR,`);
    expect(first).toMatch(/,"(Saimaan Teräs Oy, Ruhr Stahl GmbH|Ruhr Stahl GmbH, Saimaan Teräs Oy)"$/);
  });

  it('opens a buyer’s text that would run as a formula with an apostrophe', async () => {
    const res = await download(ctx, 'orders.csv', `q=${injected.order_number}`, ctx.operator);
    const [, line] = recordsOf(res.body);
    expect(line).toContain(`,"'=HYPERLINK(""http://evil.example"")",`);
  });

  it('uses semicolons and decimal commas for Excel in German, Finnish and Estonian', async () => {
    for (const locale of ['de', 'fi', 'et']) {
      const res = await download(ctx, 'orders.csv', `q=${ctx.done.order_number}`, ctx.operator, locale);
      const [header, line] = recordsOf(res.body);
      expect(header).toMatch(/^order_number;completed_at;company;/);
      expect(line).toContain(`;${euros(ctx.done.total_price_with_vat, ',')};EUR;`);
    }
  });

  it('applies the list’s filters: text, state, supplier and days', async () => {
    const numbers = async (query: string) =>
      recordsOf((await download(ctx, 'orders.csv', query, ctx.operator)).body)
        .slice(1)
        .map((line) => line.split(',')[0]);
    expect(await numbers('q=Pasila')).toEqual([ctx.done.order_number]);
    expect(await numbers('state=cancelled')).toEqual([]);
    expect(await numbers('supplier=2')).toEqual([injected.order_number, ctx.done.order_number]);
    expect(await numbers('supplier=99')).toEqual([]);
    expect(await numbers('to=2020-01-01')).toEqual([]);
  });

  it('writes an XLSX of typed cells: amounts as numbers, the sending time as a date, texts as text', async () => {
    const res = await download(ctx, 'orders.xlsx', 'q=Pasila', ctx.operator);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const { sheet, rows } = await sheetOf(res.rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual([...orderExportColumns]);
    const [number, sent, company, , , reference, , , payment, net, vat, gross, currency] = rows[1]!;
    expect([number, company, reference, payment, currency]).toEqual([
      ctx.done.order_number,
      'Rakennus Oy',
      'Työmaa Pasila',
      'invoice',
      'EUR',
    ]);
    // The shop's wall-clock time as the cell's date (a spreadsheet's dates have no zone).
    const completedAt = (await ctx.store.findByUuid(ctx.done.uuid))!.completed_at!;
    const helsinki = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Helsinki',
      hour: 'numeric',
      hourCycle: 'h23',
    });
    expect(sent).toBeInstanceOf(Date);
    expect((sent as Date).getUTCHours()).toBe(Number(helsinki.format(new Date(completedAt))));
    expect((sent as Date).getUTCMinutes()).toBe(new Date(completedAt).getUTCMinutes());
    expect(gross).toBe(ctx.done.total_price_with_vat / 100);
    expect(typeof net).toBe('number');
    expect(Math.round(((net as number) + (vat as number)) * 100)).toBe(ctx.done.total_price_with_vat);
    expect(sheet.getRow(2).getCell(12).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm');
  });

  it('keeps a formula-like text a text cell in the XLSX', async () => {
    const res = await download(ctx, 'orders.xlsx', `q=${injected.order_number}`, ctx.operator);
    const { sheet } = await sheetOf(res.rawPayload);
    const cell = sheet.getRow(2).getCell(6);
    expect([cell.type, cell.value]).toEqual([ExcelJS.ValueType.String, '=HYPERLINK("http://evil.example")']);
  });
});
