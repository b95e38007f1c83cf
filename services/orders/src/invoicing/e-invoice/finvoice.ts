import type { EInvoiceRecipient, Invoice } from '@shop/contracts';
import { translate } from '@shop/i18n';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { adjustmentLabel } from '../adjustment-label';
import { adjustmentCodes, ovtCode, termsText } from './amounts';

type FinvoiceRecipient = Extract<EInvoiceRecipient, { format: 'finvoice' }>;

/** Finvoice writes decimals with a comma: 225385 → "2253,85"; a credit note's amounts are negative. */
const amount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const percent = (value: number) => String(value).replace('.', ',');
const date = (iso: string) => ({ '@Format': 'CCYYMMDD', '#': iso.replace(/-/g, '') });
const eur = (cents: number) => ({ '@AmountCurrencyIdentifier': 'EUR', '#': amount(cents) });

/**
 * An invoice or credit note as Finvoice 3.0 (Finanssiala's XML for Finnish banks and operators),
 * its elements in the order of Finvoice3.0.xsd. No library writes Finvoice, so this builds it
 * with xmlbuilder2; the XSD checks it in the tests (docs/invoices.md, "Validation").
 */
export function finvoiceXml(invoice: Invoice, recipient: FinvoiceRecipient): string {
  const credit = invoice.kind === 'credit_note';
  const sign = credit ? -1 : 1;
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('Finvoice', {
    Version: '3.0',
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xsi:noNamespaceSchemaLocation': 'Finvoice3.0.xsd',
  });
  transmission(root, invoice, recipient);
  seller(root, invoice);
  buyer(root, invoice);
  root.ele('DeliveryDetails').ele({ DeliveryDate: date(invoice.delivery.date) });
  details(root, invoice, sign);
  if (invoice.payment?.bank_barcode) root.ele('VirtualBankBarcode').txt(invoice.payment.bank_barcode);
  for (const line of invoice.lines) {
    root.ele('InvoiceRow').ele({
      ArticleIdentifier: line.code,
      ArticleName: line.title,
      DeliveredQuantity: { '@QuantityUnitCode': 'kpl', '#': String(sign * line.quantity) },
      UnitPriceAmount: eur(line.unit_price),
      ...(line.discount > 0
        ? {
            RowDiscountAmount: eur(sign * line.discount),
            RowDiscountTypeText: translate(invoice.locale, 'doc.discount'),
          }
        : {}),
      RowVatRatePercent: percent(line.vat_rate_percent),
      RowVatCode: line.vat_category,
      RowVatExcludedAmount: eur(sign * line.net),
    });
  }
  epi(root, invoice, sign);
  return root.end({ prettyPrint: true });
}

function transmission(root: XMLBuilder, invoice: Invoice, recipient: FinvoiceRecipient) {
  root.ele('MessageTransmissionDetails').ele({
    // The seller's bank carries its e-invoices: its BIC is the seller's intermediator.
    MessageSenderDetails: {
      FromIdentifier: ovtCode(invoice.seller.business_id),
      FromIntermediator: invoice.seller.bank.bic,
    },
    MessageReceiverDetails: { ToIdentifier: recipient.address, ToIntermediator: recipient.operator },
    MessageDetails: { MessageIdentifier: invoice.number, MessageTimeStamp: `${invoice.issue_date}T00:00:00` },
  });
}

function seller(root: XMLBuilder, invoice: Invoice) {
  const party = invoice.seller;
  root.ele('SellerPartyDetails').ele({
    SellerPartyIdentifier: party.business_id,
    SellerOrganisationName: party.name,
    SellerOrganisationTaxCode: party.vat_id ?? '',
    SellerPostalAddressDetails: {
      SellerStreetName: party.street,
      SellerTownName: party.city,
      SellerPostCodeIdentifier: party.post_code,
      CountryCode: party.country,
    },
  });
  root.ele('SellerOrganisationUnitNumber').txt(ovtCode(party.business_id));
  root.ele('SellerContactPersonName').txt(party.contact.name);
  root.ele('SellerCommunicationDetails').ele({
    SellerPhoneNumberIdentifier: party.contact.phone,
    SellerEmailaddressIdentifier: party.contact.email,
  });
  root
    .ele('SellerInformationDetails')
    .ele('SellerAccountDetails')
    .ele({
      SellerAccountID: { '@IdentificationSchemeName': 'IBAN', '#': party.bank.iban.replace(/\s/g, '') },
      SellerBic: { '@IdentificationSchemeName': 'BIC', '#': party.bank.bic },
    });
}

function buyer(root: XMLBuilder, invoice: Invoice) {
  const party = invoice.buyer;
  root.ele('BuyerPartyDetails').ele({
    BuyerOrganisationName: party.name,
    ...(party.vat_id ? { BuyerOrganisationTaxCode: party.vat_id } : {}),
    BuyerPostalAddressDetails: {
      BuyerStreetName: party.street,
      BuyerTownName: party.city,
      BuyerPostCodeIdentifier: party.post_code,
      CountryCode: party.country,
    },
  });
  root.ele('BuyerCommunicationDetails').ele('BuyerEmailaddressIdentifier').txt(party.email);
}

function details(root: XMLBuilder, invoice: Invoice, sign: number) {
  const credit = invoice.kind === 'credit_note';
  const note = invoice.vat.note ? translate(invoice.locale, `doc.${invoice.vat.note}`) : null;
  const element = root.ele('InvoiceDetails');
  element.ele({
    InvoiceTypeCode: credit ? 'INV02' : 'INV01',
    InvoiceTypeText: credit ? 'HYVITYSLASKU' : 'LASKU',
    OriginCode: 'Original',
    InvoiceNumber: invoice.number,
    InvoiceDate: date(invoice.issue_date),
    ...(invoice.credits
      ? { OriginalInvoiceNumber: invoice.credits.number, OriginalInvoiceDate: date(invoice.credits.issue_date) }
      : {}),
    ...orderReferences(invoice),
    RowsTotalVatExcludedAmount: eur(sign * invoice.totals.lines),
    ...(invoice.totals.allowances > 0
      ? { DiscountsTotalVatExcludedAmount: eur(sign * invoice.totals.allowances) }
      : {}),
    ...(invoice.totals.charges > 0 ? { ChargesTotalVatExcludedAmount: eur(sign * invoice.totals.charges) } : {}),
    InvoiceTotalVatExcludedAmount: eur(sign * invoice.totals.net),
    InvoiceTotalVatAmount: eur(sign * invoice.totals.vat),
    InvoiceTotalVatIncludedAmount: eur(sign * invoice.totals.gross),
    ...(invoice.references.cost_center ? { AccountDimensionText: invoice.references.cost_center } : {}),
  });
  for (const row of invoice.vat.breakdown) {
    element.ele('VatSpecificationDetails').ele({
      VatBaseAmount: eur(sign * row.taxable),
      VatRatePercent: percent(row.rate_percent),
      VatCode: row.category,
      VatRateAmount: eur(sign * row.vat),
      ...(note && row.vat === 0 ? { VatFreeText: note.slice(0, 70) } : {}),
    });
  }
  if (note) element.ele('InvoiceFreeText').txt(note);
  const payment = invoice.payment;
  const early = payment?.early_payment;
  if (payment)
    element.ele('PaymentTermsDetails').ele({
      PaymentTermsFreeText: termsText(payment.terms),
      InvoiceDueDate: date(payment.due_date),
      ...(early
        ? {
            CashDiscountDate: date(early.until),
            CashDiscountPercent: percent(early.percent),
            ReducedInvoiceVatIncludedAmount: eur(early.amount),
          }
        : {}),
    });
  const adjustment = (item: Invoice['allowances'][number] | Invoice['charges'][number], text: string) => ({
    [text]: adjustmentLabel(invoice.locale, item.reason),
    ReasonCode: adjustmentCodes[item.reason],
    Amount: eur(sign * item.amount),
    VatCategoryCode: item.vat_category,
    VatRatePercent: percent(item.vat_rate_percent),
  });
  for (const allowance of invoice.allowances) element.ele('DiscountDetails').ele(adjustment(allowance, 'FreeText'));
  for (const charge of invoice.charges) element.ele('ChargeDetails').ele(adjustment(charge, 'ReasonText'));
}

/**
 * The buyer's purchase-order number (BT-13) is the order Finvoice names, the shop's order number
 * then its confirmation; without one the shop's order number is the order.
 */
function orderReferences(invoice: Invoice) {
  const purchaseOrder = invoice.references.purchase_order;
  if (!purchaseOrder) return invoice.order.number ? { OrderIdentifier: invoice.order.number } : {};
  return {
    OrderIdentifier: purchaseOrder,
    ...(invoice.order.number ? { OrderConfirmationIdentifier: invoice.order.number } : {}),
  };
}

/** The payment order for the payer's bank (EPI): account, reference, amount, due date. */
function epi(root: XMLBuilder, invoice: Invoice, sign: number) {
  const payment = invoice.payment;
  root.ele('EpiDetails').ele({
    EpiIdentificationDetails: { EpiDate: date(invoice.issue_date), EpiReference: '0' },
    EpiPartyDetails: {
      EpiBfiPartyDetails: { EpiBfiIdentifier: { '@IdentificationSchemeName': 'BIC', '#': invoice.seller.bank.bic } },
      EpiBeneficiaryPartyDetails: {
        EpiNameAddressDetails: invoice.seller.name,
        EpiBei: invoice.seller.business_id,
        EpiAccountID: { '@IdentificationSchemeName': 'IBAN', '#': invoice.seller.bank.iban.replace(/\s/g, '') },
      },
    },
    EpiPaymentInstructionDetails: {
      ...(payment
        ? { EpiRemittanceInfoIdentifier: { '@IdentificationSchemeName': 'SPY', '#': payment.reference.national } }
        : {}),
      EpiInstructedAmount: eur(sign * invoice.totals.gross),
      EpiCharge: { '@ChargeOption': 'SLEV', '#': 'SLEV' },
      EpiDateOptionDate: date(payment?.due_date ?? invoice.issue_date),
    },
  });
}
