import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EInvoiceRecipient, Invoice } from '@shop/contracts';
import { composeCreditNote, composeInvoice } from '../../src/invoicing/compose-invoice';
import { ChromiumPdfRenderer } from '../../src/documents/adapters/chromium-pdf-renderer';
import { renderInvoiceDocument } from '../../src/documents/invoice-document';
import { renderEInvoice, renderZugferd } from '../../src/invoicing/e-invoice/render-e-invoice';
import {
  checkEInvoices,
  eInvoiceValidatorUnavailableReason,
  installEInvoiceValidator,
  installTimeoutMs,
  type CheckedDocument,
} from './e-invoice-validator';
import { discountedDraft, finnishDraft, germanReverseChargeDraft, norwegianExportDraft } from './invoice-fixtures';
import * as sent from './sent-orders';

// Three JVMs, each compiling its rules once: minutes on a loaded machine.
jest.setTimeout(20 * 60_000);

const earlyPayment = { net_days: 60, early_payment: { days: 10, percent: 2 } } as const;
const german = composeInvoice({ ...germanReverseChargeDraft(), terms: earlyPayment })(1);
const finnish = composeInvoice({ ...finnishDraft(), terms: earlyPayment })(2);
const export_ = composeInvoice(norwegianExportDraft())(3);
// Line discounts, order-wide discounts, freight, packaging and the buyer's references, at each VAT treatment.
const discounted = composeInvoice({ ...discountedDraft(), terms: earlyPayment })(4);
const discountedReverseCharge = composeInvoice(
  discountedDraft({ ...germanReverseChargeDraft(), ...discountedParts() }),
)(5);
const discountedExport = composeInvoice(discountedDraft({ ...norwegianExportDraft(), ...discountedParts() }))(6);
const creditOf = (invoice: Invoice, sequence: number) =>
  composeCreditNote(crypto.randomUUID(), invoice, [{ code: 'ZP-100', quantity: 3 }], '2026-12-02')(sequence);
// Invoices as issuing composes them from sent orders (orderInvoiceDraft), with the order's billing.
const issuedFinnish = sent.invoiceOf({
  ...sent.sentOrder({
    form: sent.finnishCompany,
    lines: [sent.line(1, 210, 2_455), sent.line(2, 41, 1_999)],
    personal: [sent.personalFivePercent],
  }).order,
  billing: { payment_terms: earlyPayment, e_invoice: null, purchase_order: 'PO-4711', cost_center: 'KP 410' },
});
const issuedGerman = sent.invoiceOf(
  sent.sentOrder({
    form: sent.germanCompany,
    lines: [sent.line(1, 55, 2_450)],
    delivery: 'crane_unloading',
    vatCheck: sent.confirmedGermanId,
  }).order,
);
const issuedExport = sent.invoiceOf(
  sent.sentOrder({ form: sent.norwegianCompany, lines: [sent.line(1, 12, 2_450)] }).order,
);

/** The last line of a discounted order cancelled: its discounted part, its share of the discounts, the delivery. */
const discountedCreditOf = (invoice: Invoice, sequence: number) =>
  composeCreditNote(crypto.randomUUID(), invoice, [{ code: 'DSM-656', quantity: 60 }], '2026-12-02', {
    allowances: [{ reason: 'whole_order', amount: 2_852, percent: null }],
    charges: invoice.charges.map(({ reason, amount, percent }) => ({ reason, amount, percent })),
  })(sequence);

/** What discountedDraft adds to a draft, to put on another buyer's. */
function discountedParts() {
  const { lines, allowances, charges, references } = discountedDraft();
  return { lines, allowances, charges, references };
}

const publicBuyer: EInvoiceRecipient = { format: 'xrechnung-ubl', leitweg_id: '04011000-1234512345-06' };
const peppol = (participant_id: string): EInvoiceRecipient => ({ format: 'peppol-bis', participant_id });
const zugferd: EInvoiceRecipient = { format: 'zugferd' };
const finvoice: EInvoiceRecipient = { format: 'finvoice', address: '003712345671', operator: 'NDEAFIHH' };

/** Every kind of document the shop issues, in every format its buyers can receive. */
const documents: Record<'mustang' | 'peppol' | 'finvoice', [string, Invoice, EInvoiceRecipient][]> = {
  mustang: [
    ['xrechnung-ubl-public-buyer', german, publicBuyer],
    ['xrechnung-cii-public-buyer', german, { ...publicBuyer, format: 'xrechnung-cii' }],
    ['xrechnung-ubl-company', german, { format: 'xrechnung-ubl', leitweg_id: null }],
    ['xrechnung-cii-company', german, { format: 'xrechnung-cii', leitweg_id: null }],
    ['xrechnung-ubl-credit-note', creditOf(german, 1), publicBuyer],
    ['xrechnung-cii-credit-note', creditOf(german, 1), { format: 'xrechnung-cii', leitweg_id: null }],
    ['xrechnung-ubl-domestic', finnish, { format: 'xrechnung-ubl', leitweg_id: null }],
    ['xrechnung-cii-export', export_, { format: 'xrechnung-cii', leitweg_id: null }],
    ['xrechnung-ubl-discounted', discounted, { format: 'xrechnung-ubl', leitweg_id: null }],
    ['xrechnung-cii-discounted', discounted, { format: 'xrechnung-cii', leitweg_id: null }],
    ['xrechnung-ubl-discounted-reverse-charge', discountedReverseCharge, publicBuyer],
    ['xrechnung-cii-discounted-reverse-charge', discountedReverseCharge, { ...publicBuyer, format: 'xrechnung-cii' }],
    ['xrechnung-cii-discounted-export', discountedExport, { format: 'xrechnung-cii', leitweg_id: null }],
    ['xrechnung-ubl-issued-domestic', issuedFinnish, { format: 'xrechnung-ubl', leitweg_id: null }],
    ['zugferd-reverse-charge', german, zugferd],
    ['zugferd-discounted', discounted, zugferd],
    ['zugferd-issued-domestic', issuedFinnish, zugferd],
    ['zugferd-discounted-credit-note', discountedCreditOf(discounted, 3), zugferd],
    ['xrechnung-cii-issued-domestic', issuedFinnish, { format: 'xrechnung-cii', leitweg_id: null }],
    ['xrechnung-ubl-issued-reverse-charge', issuedGerman, publicBuyer],
    ['xrechnung-cii-issued-reverse-charge', issuedGerman, { format: 'xrechnung-cii', leitweg_id: null }],
    ['xrechnung-cii-issued-export', issuedExport, { format: 'xrechnung-cii', leitweg_id: null }],
    ['xrechnung-ubl-discounted-credit-note', discountedCreditOf(discounted, 3), publicBuyer],
    [
      'xrechnung-cii-discounted-credit-note',
      discountedCreditOf(discounted, 3),
      { format: 'xrechnung-cii', leitweg_id: null },
    ],
  ],
  peppol: [
    ['peppol-domestic', finnish, peppol('0216:003712345671')],
    ['peppol-credit-note', creditOf(finnish, 2), peppol('0216:003712345671')],
    ['peppol-reverse-charge', german, peppol('9930:DE123456789')],
    ['peppol-export', export_, peppol('0192:123456785')],
    ['peppol-discounted', discounted, peppol('0216:003712345671')],
    ['peppol-issued-domestic', issuedFinnish, peppol('0216:003712345671')],
    ['peppol-issued-reverse-charge', issuedGerman, peppol('9930:DE123456789')],
    ['peppol-discounted-reverse-charge', discountedReverseCharge, peppol('9930:DE123456789')],
    ['peppol-discounted-credit-note', discountedCreditOf(discounted, 3), peppol('0216:003712345671')],
  ],
  finvoice: [
    ['finvoice-invoice', finnish, finvoice],
    ['finvoice-credit-note', creditOf(finnish, 2), finvoice],
    ['finvoice-reverse-charge', german, finvoice],
    ['finvoice-discounted', discounted, finvoice],
    ['finvoice-issued-domestic', issuedFinnish, finvoice],
    ['finvoice-issued-export', issuedExport, finvoice],
    ['finvoice-discounted-export', discountedExport, finvoice],
    ['finvoice-discounted-credit-note', discountedCreditOf(discounted, 3), finvoice],
  ],
};

const reason = eInvoiceValidatorUnavailableReason();
if (reason) process.stdout.write(`[e-invoice] validation: skipped (${reason})\n`);
const describeWithJdk = reason ? describe.skip : describe;

describeWithJdk(
  'the e-invoices validate with zero errors (Mustang, Peppol BIS 3.0 schematron, Finvoice 3.0 XSD)',
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'e-invoices-'));
    // ZUGFeRD is the invoice's PDF with its CII inside: printed as the mails print it.
    const chromium = new ChromiumPdfRenderer(process.env.CHROMIUM_PATH);
    const results: Partial<Record<keyof typeof documents, CheckedDocument[]>> = {};
    const broken: Partial<Record<keyof typeof documents, CheckedDocument[]>> = {};

    beforeAll(
      async () => {
        await installEInvoiceValidator();
        const written = async (kind: keyof typeof documents) =>
          Promise.all(
            documents[kind].map(async ([name, invoice, recipient]) => {
              if (recipient.format !== 'zugferd') {
                const file = join(dir, `${name}.xml`);
                writeFileSync(file, await renderEInvoice(invoice, recipient));
                return file;
              }
              const file = join(dir, `${name}.pdf`);
              writeFileSync(file, await renderZugferd(invoice, await chromium.render(renderInvoiceDocument(invoice))));
              return file;
            }),
          );
        const files = {
          mustang: await written('mustang'),
          peppol: await written('peppol'),
          finvoice: await written('finvoice'),
        };
        // One document of each kind broken on purpose: the check must find it, or it proves nothing.
        const tampered = {
          mustang: brokenCopy(files.mustang[0]!, /(<cbc:PayableAmount currencyID="EUR">)[\d.]+/, '$11.00'),
          peppol: brokenCopy(files.peppol[0]!, /(<cbc:PayableAmount currencyID="EUR">)[\d.]+/, '$11.00'),
          finvoice: brokenCopy(files.finvoice[0]!, /<InvoiceTypeCode>INV01</, '<InvoiceTypeCode>XXX01<'),
        };
        await Promise.all(
          (['mustang', 'peppol', 'finvoice'] as const).map(async (kind) => {
            const checked = await checkEInvoices(kind, [...files[kind], tampered[kind]]);
            results[kind] = checked.slice(0, -1);
            broken[kind] = checked.slice(-1);
          }),
        );
        const warnings = Object.values(results).flatMap((checked) =>
          checked.flatMap((d) => d.warnings.map((w) => `${d.file}: ${w}`)),
        );
        process.stdout.write(`[e-invoice] ${warnings.length} warnings${warnings.map((w) => `\n  ${w}`).join('')}\n`);
      },
      installTimeoutMs + 15 * 60_000,
    );
    afterAll(async () => {
      await chromium.close();
      rmSync(dir, { recursive: true, force: true });
    });

    function brokenCopy(file: string, pattern: RegExp, replacement: string): string {
      const copy = file.replace(/\.xml$/, '-broken.xml');
      const xml = readFileSync(file, 'utf8');
      if (!pattern.test(xml)) throw new Error(`${file} has nothing to break at ${pattern}`);
      writeFileSync(copy, xml.replace(pattern, replacement));
      return copy;
    }

    const errorsOf = (checked: CheckedDocument[] | undefined) =>
      (checked ?? []).filter((d) => d.errors.length > 0).map((d) => ({ file: d.file, errors: d.errors }));

    it("passes every XRechnung 3 (UBL, CII) and ZUGFeRD document through Mustang's validator", () => {
      expect(results.mustang).toHaveLength(documents.mustang.length);
      expect(errorsOf(results.mustang)).toEqual([]);
    });

    it('passes every Peppol BIS Billing 3.0 document through the UBL schema, EN 16931 and Peppol schematron', () => {
      expect(results.peppol).toHaveLength(documents.peppol.length);
      expect(errorsOf(results.peppol)).toEqual([]);
    });

    it('passes every Finvoice 3.0 invoice and credit note through the Finvoice 3.0 XSD', () => {
      expect(results.finvoice).toHaveLength(documents.finvoice.length);
      expect(errorsOf(results.finvoice)).toEqual([]);
    });

    it('finds the errors of a document broken on purpose, with each kind of rules', () => {
      expect(broken.mustang![0]!.errors.join('\n')).toMatch(/BR-CO-16/);
      expect(broken.peppol![0]!.errors.join('\n')).toMatch(/BR-CO-16/);
      expect(broken.finvoice![0]!.errors.join('\n')).toMatch(/XXX01/);
    });
  },
);
