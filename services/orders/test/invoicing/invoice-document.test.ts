import { randomUUID } from 'node:crypto';
import { ChromiumPdfRenderer } from '../../src/documents/adapters/chromium-pdf-renderer';
import { renderInvoiceDocument } from '../../src/documents/invoice-document';
import { composeCreditNote, composeInvoice } from '../../src/invoicing/compose-invoice';
import { discountedDraft, finnishDraft, germanReverseChargeDraft } from './invoice-fixtures';

/** The document's text as a reader sees it: tags gone, spaces as one (Intl writes narrow no-break spaces). */
const text = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\s\u00a0\u202f]+/g, ' ');

describe('the invoice for people, in the buyer language', () => {
  it('is a German invoice with its dates, VAT row, reverse-charge wording and the Skonto', () => {
    const terms = { net_days: 30, early_payment: { days: 10, percent: 2 } } as const;
    const shown = text(renderInvoiceDocument(composeInvoice({ ...germanReverseChargeDraft(), terms })(42)));
    const parts = [
      'Rechnung',
      'Rechnungsnummer INV-000042',
      'Fällig am 30.12.2026',
      'Zahlungsbedingungen: 30 Tage netto',
      'MwSt. 0 % auf 1.795,90 € 0,00 €',
      'Rechnungsbetrag 1.795,90 €',
      'Steuerschuldnerschaft des Leistungsempfängers',
      'Bei Zahlung bis 10.12.2026: 1.759,98 € (2 % Skonto)',
      'IBAN FI21 1234 5600 0007 85 · BIC NDEAFIHH',
    ];
    expect(parts.filter((part) => !shown.includes(part))).toEqual([]);
  });

  it('is a Finnish invoice with the reference number in groups of five, the RF reference and the bank barcode', () => {
    const invoice = composeInvoice(finnishDraft())(12345);
    const shown = text(renderInvoiceDocument(invoice));
    // Base 112345: 5×7 + 4×3 + 3×1 + 2×7 + 1×3 + 1×1 = 68, check digit 2.
    const parts = [
      'Lasku',
      'Eräpäivä 30.12.2026',
      'ALV 25,5 % summasta 1 795,90 € 457,95 €',
      'Viitenumero: 11 23452',
      `RF-viite: ${invoice.payment!.reference.rf.replace(/(.{4})(?!$)/g, '$1 ')}`,
      `Virtuaaliviivakoodi: ${invoice.payment!.bank_barcode}`,
    ];
    expect(parts.filter((part) => !shown.includes(part))).toEqual([]);
    expect(invoice.payment!.reference.rf).toMatch(/^RF\d\d1123452$/);
  });

  it("shows the line discounts, the order's discounts and delivery costs, and the buyer's references", () => {
    const shown = text(renderInvoiceDocument(composeInvoice(discountedDraft())(3)));
    const parts = [
      'Tilausnumeronne PO-2026-118',
      'Kustannuspaikka Työmaa 12',
      '24,50 € -44,10 € 1 425,90 €',
      'Tuotteet yhteensä 2 241,80 €',
      'Koko tilauksen alennus 2 % -44,84 €',
      'Henkilökohtainen alennus 5 % -109,85 €',
      'Rahti 49,00 €',
      'Pakkaus 15,00 €',
      'ALV 25,5 % summasta 2 151,11 € 548,53 €',
    ];
    expect(parts.filter((part) => !shown.replace(/−/g, '-').includes(part))).toEqual([]);
  });

  it('is a credit note that names the invoice it corrects and asks for no payment', () => {
    const invoice = composeInvoice(finnishDraft())(7);
    const note = composeCreditNote(randomUUID(), invoice, [{ code: 'ZP-100', quantity: 2 }], '2026-12-02')(1);
    const shown = text(renderInvoiceDocument(note));
    const parts = ['Hyvityslasku', 'Hyvitys laskuun INV-000007 (30.11.2026)', 'Hyvitetään 49,95 €'];
    expect(parts.filter((part) => !shown.includes(part))).toEqual([]);
    expect(shown).not.toMatch(/Eräpäivä|Viitenumero/);
  });

  it('escapes what the buyer typed: a company name is text, never markup', () => {
    const draft = finnishDraft();
    const html = renderInvoiceDocument(
      composeInvoice({ ...draft, buyer: { ...draft.buyer, name: '<img src=x onerror=alert(1)>' } })(1),
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
  });

  describe('through the PDF pipeline of the order documents', () => {
    const pdf = new ChromiumPdfRenderer(process.env.CHROMIUM_PATH);
    afterAll(() => pdf.close());

    it('prints as a PDF', async () => {
      const printed = await pdf.render(renderInvoiceDocument(composeInvoice(finnishDraft())(1)));
      expect(printed.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
});
