import { seller, type FulfilmentPart } from '@shop/contracts';
import { chromium, type Browser } from 'playwright-core';
import { renderPurchaseOrder } from '../../src/documents/purchase-order';

jest.setTimeout(60_000);

const codes = ['DSM-656-1830-RAL7016-ZN', 'TOR-DF-1250x2000-RAL6005', 'PF-60x60-2400'];

/** A Finnish supplier's part with long product titles beside long hyphenated codes. */
const part: FulfilmentPart = {
  supplier: { id: 3, name: 'Aitatukku Oy', language: 'fi' },
  state: 'received',
  lines: codes.map((code, i) => ({
    variant_id: i + 1,
    code,
    title:
      'Kaksoislanka-aitaelementti 6/5/6, kuumasinkitty ja polttomaalattu, korkeus 1830 mm, leveys 2500 mm, ' +
      'sävy RAL 7016 antrasiitinharmaa, sisältää kiinnikkeet',
    quantity: 40 + i,
    reference: 'Työmaa Pasila, lohko C, porras 2',
    state: 'received',
    reason: null,
  })),
  created_at: '2026-11-20T10:00:00.000Z',
  mailed_at: null,
  confirmed_at: null,
  dispatch_date: null,
  shipped_at: null,
  shipment: null,
  history: [],
};

const html = renderPurchaseOrder(
  {
    order: { order_number: 'NB-100042', comment: '' },
    part,
    delivery: {
      method: 'product_freight',
      company: 'Rakennus Oy',
      name: 'Anna Virtanen',
      street: 'Teollisuuskatu 5',
      post_code: '00510',
      city: 'Helsinki',
      country: 'FI',
      phone: '+358401234567',
      window: null,
      site_contact: null,
      instructions: '',
      own_freight: null,
    },
    buyerReference: 'Tilaus 4711',
    buyerCostCenter: 'Työmaa 12',
    link: 'https://shop.example/supplier-order#token',
    linkExpiresAt: new Date('2026-12-04T10:00:00Z'),
  },
  seller,
  new Date('2026-11-20T10:00:00Z'),
);

describe('the Finnish purchase order PDF', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  });
  afterAll(() => browser.close());

  it('prints each product code on one line, however long the title beside it', async () => {
    const page = await browser.newPage();
    // A4 less the document's 16 mm side margins, as the PDF lays it out.
    await page.setViewportSize({ width: Math.round(((210 - 32) / 25.4) * 96), height: 1200 });
    await page.emulateMedia({ media: 'print' });
    await page.setContent(html);
    const lines = await page.$$eval('table.lines tbody tr td:first-child', (cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return `${cell.textContent} on ${tops.size} line(s)`;
      }),
    );
    expect(lines).toEqual(codes.map((code) => `${code} on 1 line(s)`));
    await page.close();
  });
});
