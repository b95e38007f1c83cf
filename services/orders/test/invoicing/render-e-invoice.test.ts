import { randomUUID } from 'node:crypto';
import { EInvoiceRecipientSchema } from '@shop/contracts';
import { composeCreditNote, composeInvoice } from '../../src/invoicing/compose-invoice';
import { renderEInvoice } from '../../src/invoicing/e-invoice/render-e-invoice';
import { discountedDraft, finnishDraft, germanReverseChargeDraft } from './invoice-fixtures';

// The formats' rules are checked by their validators (e-invoice-validation.test.ts); these tests
// hold what the shop decides: who the document is addressed to and what it refers to.
const terms = { net_days: 30, early_payment: { days: 10, percent: 2 } } as const;
const german = composeInvoice({ ...germanReverseChargeDraft(), terms })(7);
const finnish = composeInvoice(finnishDraft())(8);
const discounted = composeInvoice(discountedDraft())(9);
const creditNote = composeCreditNote(randomUUID(), finnish, [{ code: 'ZP-100', quantity: 2 }], '2026-12-02')(3);

describe('XRechnung', () => {
  it('addresses a public buyer by its Leitweg-ID, as its reference and its electronic address', async () => {
    const xml = await renderEInvoice(german, { format: 'xrechnung-ubl', leitweg_id: '04011000-1234512345-06' });
    expect(xml).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(xml).toContain('<cbc:BuyerReference>04011000-1234512345-06</cbc:BuyerReference>');
    expect(xml).toContain('<cbc:EndpointID schemeID="0204">04011000-1234512345-06</cbc:EndpointID>');
  });

  it('addresses a company by its e-mail and refers to the order; the discount is in the #SKONTO# line', async () => {
    const xml = await renderEInvoice(german, { format: 'xrechnung-cii', leitweg_id: null });
    expect(xml).toContain('<ram:BuyerReference>100042</ram:BuyerReference>');
    expect(xml).toContain('einkauf@bau-gmbh.de');
    expect(xml).toContain('#SKONTO#TAGE=10#PROZENT=2.00#');
  });

  it('writes reverse charge as intra-community supply, its exemption and wording in the buyer language', async () => {
    const xml = await renderEInvoice(german, { format: 'xrechnung-ubl', leitweg_id: null });
    expect(xml).toContain('<cbc:TaxExemptionReasonCode>VATEX-EU-IC</cbc:TaxExemptionReasonCode>');
    expect(xml).toContain('Steuerschuldnerschaft des Leistungsempfängers');
    expect(xml).toContain('<cbc:PaymentID>RF');
  });

  it('writes a credit note as a UBL CreditNote that refers to the invoice', async () => {
    const xml = await renderEInvoice(creditNote, { format: 'xrechnung-ubl', leitweg_id: null });
    expect(xml).toMatch(/<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/);
    expect(xml).toMatch(/<cac:InvoiceDocumentReference>\s*<cbc:ID>INV-000008<\/cbc:ID>/);
  });
});

describe('Peppol BIS Billing 3.0', () => {
  it("is UBL under Peppol's specification id, addressed to the buyer's participant id", async () => {
    const xml = await renderEInvoice(finnish, { format: 'peppol-bis', participant_id: '0216:003712345671' });
    const [seller, buyer] = [...xml.matchAll(/<cbc:EndpointID schemeID="(\d+)">(\w+)</g)].map((m) => `${m[1]}:${m[2]}`);
    expect({ seller, buyer }).toEqual({ seller: '0216:003731012346', buyer: '0216:003712345671' });
    expect(xml).toContain('urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0');
  });
});

describe('Finvoice 3.0', () => {
  const recipient = { format: 'finvoice', address: '003712345671', operator: 'NDEAFIHH' } as const;

  it("goes to the buyer's e-invoice address via its operator, with the Finnish reference, bank barcode", async () => {
    const xml = await renderEInvoice(finnish, recipient);
    expect(xml).toMatch(/<ToIdentifier>003712345671<\/ToIdentifier>\s*<ToIntermediator>NDEAFIHH<\/ToIntermediator>/);
    expect(xml).toContain('<InvoiceTypeCode>INV01</InvoiceTypeCode>');
    expect(xml).toContain(
      `<EpiRemittanceInfoIdentifier IdentificationSchemeName="SPY">${finnish.payment!.reference.national}<`,
    );
    expect(xml).toContain(`<VirtualBankBarcode>${finnish.payment!.bank_barcode}</VirtualBankBarcode>`);
    expect(xml).toContain('<InvoiceTotalVatIncludedAmount AmountCurrencyIdentifier="EUR">2253,85<');
  });

  it('writes a credit note as INV02 with negative amounts, referring to the invoice', async () => {
    const xml = await renderEInvoice(creditNote, recipient);
    expect(xml).toContain('<InvoiceTypeCode>INV02</InvoiceTypeCode>');
    expect(xml).toContain('<OriginalInvoiceNumber>INV-000008</OriginalInvoiceNumber>');
    // 2 × 19.90 = 39.80 net, 25.5 % VAT 10.15: 49.95 back.
    expect(xml).toContain('<InvoiceTotalVatIncludedAmount AmountCurrencyIdentifier="EUR">-49,95<');
  });
});

describe("the order's discounts, delivery costs and the buyer's references", () => {
  it('are UBL allowances and charges (BG-20, BG-21), a line allowance, BT-13 and BT-19', async () => {
    const xml = await renderEInvoice(discounted, { format: 'xrechnung-ubl', leitweg_id: null });
    expect(xml).toContain('<cbc:AccountingCost>Työmaa 12</cbc:AccountingCost>');
    expect(xml).toMatch(/<cac:OrderReference>\s*<cbc:ID>PO-2026-118<\/cbc:ID>/);
    const documentLevel = [
      ...xml.matchAll(
        /<cac:AllowanceCharge>\s*<cbc:ChargeIndicator>(\w+)<\/cbc:ChargeIndicator>\s*<cbc:AllowanceChargeReasonCode>(\w+)<\/cbc:AllowanceChargeReasonCode>\s*<cbc:AllowanceChargeReason>([^<]+)<\/cbc:AllowanceChargeReason>\s*<cbc:Amount currencyID="EUR">([\d.]+)</g,
      ),
    ].map((m) => m.slice(1));
    expect(documentLevel).toEqual([
      ['false', '95', 'Koko tilauksen alennus', '44.84'],
      ['false', '95', 'Henkilökohtainen alennus', '109.85'],
      ['true', 'FC', 'Rahti', '49.00'],
      ['true', 'PC', 'Pakkaus', '15.00'],
      ['false', '95', 'Alennus', '44.10'],
    ]);
    expect(xml).toContain('<cbc:LineExtensionAmount currencyID="EUR">2241.80</cbc:LineExtensionAmount>');
    expect(xml).toContain('<cbc:AllowanceTotalAmount currencyID="EUR">154.69</cbc:AllowanceTotalAmount>');
    expect(xml).toContain('<cbc:ChargeTotalAmount currencyID="EUR">64.00</cbc:ChargeTotalAmount>');
  });

  it('are CII trade allowances and charges, the buyer order reference and the receivable account', async () => {
    const xml = await renderEInvoice(discounted, { format: 'xrechnung-cii', leitweg_id: null });
    expect(xml).toMatch(/<ram:BuyerOrderReferencedDocument>\s*<ram:IssuerAssignedID>PO-2026-118</);
    expect(xml).toMatch(/<ram:ReceivableSpecifiedTradeAccountingAccount>\s*<ram:ID>Työmaa 12</);
    expect(xml.match(/<ram:SpecifiedTradeAllowanceCharge>/g)).toHaveLength(5);
    expect(xml).toContain('<ram:ChargeTotalAmount>64.00</ram:ChargeTotalAmount>');
  });

  it("are Finvoice's discount and charge details, row discount, order identifier and account dimension", async () => {
    const xml = await renderEInvoice(discounted, { format: 'finvoice', address: '003712345671', operator: 'NDEAFIHH' });
    expect(xml).toContain('<OrderIdentifier>PO-2026-118</OrderIdentifier>');
    expect(xml).toContain('<OrderConfirmationIdentifier>100042</OrderConfirmationIdentifier>');
    expect(xml).toContain('<AccountDimensionText>Työmaa 12</AccountDimensionText>');
    expect(xml).toContain('<RowDiscountAmount AmountCurrencyIdentifier="EUR">44,10</RowDiscountAmount>');
    expect(xml).toContain('<DiscountsTotalVatExcludedAmount AmountCurrencyIdentifier="EUR">154,69<');
    expect(xml).toMatch(/<ChargeDetails>\s*<ReasonText>Rahti<\/ReasonText>\s*<ReasonCode>FC<\/ReasonCode>/);
  });
});

describe('the recipient of an e-invoice', () => {
  it('is refused with a malformed Leitweg-ID, participant id, e-invoice address or operator', () => {
    const refused = [
      { format: 'xrechnung-ubl', leitweg_id: 'Amt Hamburg' },
      { format: 'peppol-bis', participant_id: '003712345671' },
      { format: 'finvoice', address: 'rakennus-oy', operator: 'NDEAFIHH' },
      { format: 'finvoice', address: '003712345671', operator: 'Nordea' },
    ];
    for (const recipient of refused) expect(EInvoiceRecipientSchema.safeParse(recipient).success).toBe(false);
  });
});
