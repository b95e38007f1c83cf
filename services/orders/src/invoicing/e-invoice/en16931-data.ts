import type { Invoice as EInvoiceData } from '@e-invoice-eu/core';
import type { Invoice, VatCategory } from '@shop/contracts';
import { translate } from '@shop/i18n';
import { adjustmentLabel } from '../adjustment-label';
import { adjustmentCodes, decimal, lineDiscountCode, ovtCode, termsText } from './amounts';

/** The buyer's side of a UBL or CII e-invoice: its reference (BT-10) and its electronic address (BT-49). */
export interface UblAddressing {
  buyerReference: string;
  buyerEndpoint: { scheme: string; id: string };
  /** EN 16931's own specification id, or a CIUS of it (XRechnung, Peppol BIS); the format's default when absent. */
  customizationId?: string;
  /** XRechnung's machine-readable early-payment discount line (#SKONTO#) in the payment terms. */
  skontoLine?: boolean;
}

/** Why a 0 % category is exempt (BT-120, BT-121: the VATEX code list). */
const exemptions: Partial<Record<VatCategory, { code: string; text: string }>> = {
  K: { code: 'VATEX-EU-IC', text: 'Intra-community supply' },
  G: { code: 'VATEX-EU-G', text: 'Export outside the EU' },
};

type SellerParty = EInvoiceData['ubl:Invoice']['cac:AccountingSupplierParty']['cac:Party'];
type Country = SellerParty['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode'];
type Scheme = NonNullable<SellerParty['cbc:EndpointID@schemeID']>;

const address = (party: { street: string; post_code: string; city: string; country: string }) => ({
  'cbc:StreetName': party.street,
  'cbc:CityName': party.city,
  'cbc:PostalZone': party.post_code,
  'cac:Country': { 'cbc:IdentificationCode': party.country as Country },
});

const vatScheme = { 'cbc:ID': 'VAT' };

/**
 * An invoice or credit note in @e-invoice-eu/core's data format (UBL's structure as JSON), which
 * the library writes as UBL or CII (EN 16931). Amounts are the document's own, to the cent, so the
 * e-invoice adds up exactly as the stored invoice does.
 */
export function en16931Data(invoice: Invoice, addressing: UblAddressing): EInvoiceData {
  const notes = invoice.vat.note ? [translate(invoice.locale, `doc.${invoice.vat.note}`)] : [];
  return {
    'ubl:Invoice': {
      ...(addressing.customizationId ? { 'cbc:CustomizationID': addressing.customizationId } : {}),
      'cbc:ID': invoice.number,
      'cbc:IssueDate': invoice.issue_date,
      ...(invoice.payment ? { 'cbc:DueDate': invoice.payment.due_date } : {}),
      'cbc:InvoiceTypeCode': invoice.kind === 'invoice' ? '380' : '381',
      ...(notes.length > 0 ? { 'cbc:Note': notes } : {}),
      'cbc:DocumentCurrencyCode': 'EUR',
      ...(invoice.references.cost_center ? { 'cbc:AccountingCost': invoice.references.cost_center } : {}),
      'cbc:BuyerReference': addressing.buyerReference,
      ...(invoice.references.purchase_order
        ? { 'cac:OrderReference': { 'cbc:ID': invoice.references.purchase_order } }
        : {}),
      ...(invoice.credits
        ? {
            'cac:BillingReference': [
              {
                'cac:InvoiceDocumentReference': {
                  'cbc:ID': invoice.credits.number,
                  'cbc:IssueDate': invoice.credits.issue_date,
                },
              },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': ovtCode(invoice.seller.business_id),
          'cbc:EndpointID@schemeID': '0216',
          'cac:PartyName': { 'cbc:Name': invoice.seller.name },
          'cac:PostalAddress': address(invoice.seller),
          'cac:PartyTaxScheme': [{ 'cbc:CompanyID': invoice.seller.vat_id ?? '', 'cac:TaxScheme': vatScheme }],
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': invoice.seller.name,
            'cbc:CompanyID': invoice.seller.business_id,
            'cbc:CompanyID@schemeID': '0212',
          },
          'cac:Contact': {
            'cbc:Name': invoice.seller.contact.name,
            'cbc:Telephone': invoice.seller.contact.phone,
            'cbc:ElectronicMail': invoice.seller.contact.email,
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cbc:EndpointID': addressing.buyerEndpoint.id,
          'cbc:EndpointID@schemeID': addressing.buyerEndpoint.scheme as Scheme,
          'cac:PostalAddress': address(invoice.buyer),
          ...(invoice.buyer.vat_id
            ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': invoice.buyer.vat_id, 'cac:TaxScheme': vatScheme } }
            : {}),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': invoice.buyer.name },
          'cac:Contact': { 'cbc:ElectronicMail': invoice.buyer.email },
        },
      },
      'cac:Delivery': {
        'cbc:ActualDeliveryDate': invoice.delivery.date,
        'cac:DeliveryLocation': { 'cac:Address': address(invoice.delivery.address) },
      },
      'cac:PaymentMeans': [
        {
          // 58: SEPA credit transfer; the RF reference is the remittance information (BT-83).
          'cbc:PaymentMeansCode': '58',
          ...(invoice.payment ? { 'cbc:PaymentID': invoice.payment.reference.rf } : {}),
          'cac:PayeeFinancialAccount': {
            'cbc:ID': invoice.seller.bank.iban.replace(/\s/g, ''),
            'cac:FinancialInstitutionBranch': { 'cbc:ID': invoice.seller.bank.bic },
          },
        },
      ],
      ...(invoice.payment ? { 'cac:PaymentTerms': { 'cbc:Note': paymentTermsNote(invoice, addressing) } } : {}),
      ...(invoice.allowances.length + invoice.charges.length > 0
        ? { 'cac:AllowanceCharge': documentAllowanceCharges(invoice) }
        : {}),
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': decimal(invoice.totals.vat),
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxSubtotal': invoice.vat.breakdown.map((row) => ({
            'cbc:TaxableAmount': decimal(row.taxable),
            'cbc:TaxableAmount@currencyID': 'EUR',
            'cbc:TaxAmount': decimal(row.vat),
            'cbc:TaxAmount@currencyID': 'EUR',
            'cac:TaxCategory': {
              ...taxCategory(row.category, row.rate_percent),
              ...(exemptions[row.category]
                ? {
                    'cbc:TaxExemptionReasonCode': exemptions[row.category]!.code,
                    'cbc:TaxExemptionReason': exemptions[row.category]!.text,
                  }
                : {}),
              'cac:TaxScheme': vatScheme,
            },
          })),
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': decimal(invoice.totals.lines),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': decimal(invoice.totals.net),
        'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': decimal(invoice.totals.gross),
        'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        ...(invoice.totals.allowances > 0
          ? {
              'cbc:AllowanceTotalAmount': decimal(invoice.totals.allowances),
              'cbc:AllowanceTotalAmount@currencyID': 'EUR',
            }
          : {}),
        ...(invoice.totals.charges > 0
          ? { 'cbc:ChargeTotalAmount': decimal(invoice.totals.charges), 'cbc:ChargeTotalAmount@currencyID': 'EUR' }
          : {}),
        'cbc:PayableAmount': decimal(invoice.totals.gross),
        'cbc:PayableAmount@currencyID': 'EUR',
      },
      'cac:InvoiceLine': invoiceLines(invoice),
    },
  } as EInvoiceData;
}

function invoiceLines(invoice: Invoice) {
  return invoice.lines.map((line, index) => ({
    'cbc:ID': String(index + 1),
    'cbc:InvoicedQuantity': String(line.quantity),
    // H87: piece, the unit every catalogue quantity counts in.
    'cbc:InvoicedQuantity@unitCode': 'H87',
    'cbc:LineExtensionAmount': decimal(line.net),
    'cbc:LineExtensionAmount@currencyID': 'EUR',
    ...(line.discount > 0
      ? {
          'cac:AllowanceCharge': [
            {
              'cbc:ChargeIndicator': 'false',
              'cbc:AllowanceChargeReasonCode': lineDiscountCode,
              'cbc:AllowanceChargeReason': translate(invoice.locale, 'doc.discount'),
              'cbc:Amount': decimal(line.discount),
              'cbc:Amount@currencyID': 'EUR',
            },
          ],
        }
      : {}),
    'cac:Item': {
      'cbc:Name': line.title,
      'cac:SellersItemIdentification': { 'cbc:ID': line.code },
      'cac:ClassifiedTaxCategory': {
        ...taxCategory(line.vat_category, line.vat_rate_percent),
        'cac:TaxScheme': vatScheme,
      },
    },
    'cac:Price': { 'cbc:PriceAmount': decimal(line.unit_price), 'cbc:PriceAmount@currencyID': 'EUR' },
  }));
}

const taxCategory = (category: VatCategory, ratePercent: number) => ({
  'cbc:ID': category,
  'cbc:Percent': String(ratePercent),
});

/** The order-wide discounts (BG-20) and delivery costs (BG-21), each at the VAT of the goods. */
function documentAllowanceCharges(invoice: Invoice) {
  const entry = (charge: boolean, item: Invoice['allowances'][number] | Invoice['charges'][number]) => ({
    'cbc:ChargeIndicator': String(charge),
    'cbc:AllowanceChargeReasonCode': adjustmentCodes[item.reason],
    'cbc:AllowanceChargeReason': adjustmentLabel(invoice.locale, item.reason),
    'cbc:Amount': decimal(item.amount),
    'cbc:Amount@currencyID': 'EUR',
    'cac:TaxCategory': { ...taxCategory(item.vat_category, item.vat_rate_percent), 'cac:TaxScheme': vatScheme },
  });
  return [
    ...invoice.allowances.map((allowance) => entry(false, allowance)),
    ...invoice.charges.map((charge) => entry(true, charge)),
  ];
}

/**
 * The payment terms (BT-20). XRechnung reads an early-payment discount from a line of its own
 * (#SKONTO#TAGE=n#PROZENT=p.pp#, with the base amount when it is not the whole amount due).
 */
function paymentTermsNote(invoice: Invoice, addressing: UblAddressing): string {
  const terms = invoice.payment!.terms;
  const text = termsText(terms);
  if (!addressing.skontoLine || !terms.early_payment) return text;
  return `#SKONTO#TAGE=${terms.early_payment.days}#PROZENT=${terms.early_payment.percent.toFixed(2)}#\n${text}`;
}
