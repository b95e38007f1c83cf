import { InvoiceService } from '@e-invoice-eu/core';
import type { EInvoiceRecipient, Invoice } from '@shop/contracts';
import { repairedCii } from './cii-repairs';
import { en16931Data, type UblAddressing } from './en16931-data';
import { finvoiceXml } from './finvoice';

/** Peppol BIS Billing 3.0, the CIUS of EN 16931 that the Peppol network's access points exchange. */
const peppolBis = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';

/** The library's name of each UBL/CII format (its FormatFactoryService). */
const libraryFormats = {
  'xrechnung-ubl': 'XRECHNUNG-UBL',
  'xrechnung-cii': 'XRECHNUNG-CII',
  'peppol-bis': 'UBL',
} as const;

const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
/** One service for the process: it compiles the library's JSON schema on first use, seconds on a busy machine. */
let service: InvoiceService | undefined;

/**
 * The e-invoice of an invoice or credit note in the format its buyer receives (docs/invoices.md,
 * "E-invoices"): XRechnung 3 UBL or CII and Peppol BIS Billing 3.0 written by @e-invoice-eu/core,
 * Finvoice 3.0 by finvoiceXml. Returns the XML.
 */
export async function renderEInvoice(invoice: Invoice, recipient: EInvoiceRecipient): Promise<string> {
  if (recipient.format === 'finvoice') return finvoiceXml(invoice, recipient);
  const xml = await (service ??= new InvoiceService(quiet)).generate(
    en16931Data(invoice, ublAddressing(invoice, recipient)),
    {
      format: libraryFormats[recipient.format],
      lang: invoice.locale,
    },
  );
  const text = typeof xml === 'string' ? xml : Buffer.from(xml).toString('utf8');
  return recipient.format === 'xrechnung-cii' ? repairedCii(text) : text;
}

/**
 * Who the e-invoice goes to. XRechnung: a public buyer's Leitweg-ID is both its reference (BT-10)
 * and its address (scheme 0204); a company is reached at its e-mail (EM) and referred to by the
 * order number. Peppol: the participant id is the address; the order number the reference.
 */
function ublAddressing(invoice: Invoice, recipient: Exclude<EInvoiceRecipient, { format: 'finvoice' }>): UblAddressing {
  const orderReference = invoice.order.number ?? invoice.order.uuid;
  if (recipient.format === 'peppol-bis') {
    const [scheme, id] = recipient.participant_id.split(':') as [string, string];
    return { buyerReference: orderReference, buyerEndpoint: { scheme, id }, customizationId: peppolBis };
  }
  return recipient.leitweg_id
    ? {
        buyerReference: recipient.leitweg_id,
        buyerEndpoint: { scheme: '0204', id: recipient.leitweg_id },
        skontoLine: true,
      }
    : { buyerReference: orderReference, buyerEndpoint: { scheme: 'EM', id: invoice.buyer.email }, skontoLine: true };
}
