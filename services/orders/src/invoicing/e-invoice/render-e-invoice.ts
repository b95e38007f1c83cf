import { InvoiceService, type Logger } from '@e-invoice-eu/core';
import type { EInvoiceRecipient, Invoice } from '@shop/contracts';
import { repairedCii } from './cii-repairs';
import { en16931Data, type UblAddressing } from './en16931-data';
import { finvoiceXml } from './finvoice';

/** The recipients whose e-invoice is an XML file of its own (a ZUGFeRD invoice is its PDF: renderZugferd). */
export type XmlEInvoiceRecipient = Exclude<EInvoiceRecipient, { format: 'zugferd' }>;

/** Peppol BIS Billing 3.0, the CIUS of EN 16931 that the Peppol network's access points exchange. */
const peppolBis = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';

/**
 * The library's name of each UBL/CII format (its FormatFactoryService). ZUGFeRD is Factur-X's
 * XRECHNUNG profile: the EN 16931 CII with XRechnung's rules, which German public and private
 * buyers alike accept, and which Mustang checks like the XRechnung CII.
 */
const libraryFormats = {
  'xrechnung-ubl': 'XRECHNUNG-UBL',
  'xrechnung-cii': 'XRECHNUNG-CII',
  'peppol-bis': 'UBL',
  zugferd: 'Factur-X-XRechnung',
} as const;

const quiet: Logger = { log: () => undefined, warn: () => undefined, error: () => undefined };

type FormatFactory = { createFormatService(format: string, logger: Logger): { renderXML?(data: object): string } };

/**
 * The library's service, every XML it renders put right by repairedCii before it is returned or
 * embedded in a Factur-X PDF (the library renders all its formats through its formatter's
 * renderXML; the repairs touch CII elements only).
 */
function repairingService(): InvoiceService {
  const created = new InvoiceService(quiet);
  const factory = created['formatFactoryService' as keyof InvoiceService] as unknown as FormatFactory;
  const create = factory.createFormatService.bind(factory);
  factory.createFormatService = (format, logger) => {
    const formatter = create(format, logger);
    const render = formatter.renderXML?.bind(formatter);
    if (render) formatter.renderXML = (data) => repairedCii(render(data));
    return formatter;
  };
  return created;
}

let service: InvoiceService | undefined;
const library = () => (service ??= repairingService());

/**
 * The e-invoice of an invoice or credit note in the format its buyer receives (docs/invoices.md,
 * "E-invoices"): XRechnung 3 UBL or CII and Peppol BIS Billing 3.0 written by @e-invoice-eu/core,
 * Finvoice 3.0 by finvoiceXml. Returns the XML.
 */
export async function renderEInvoice(invoice: Invoice, recipient: XmlEInvoiceRecipient): Promise<string> {
  if (recipient.format === 'finvoice') return finvoiceXml(invoice, recipient);
  const xml = await library().generate(en16931Data(invoice, ublAddressing(invoice, recipient)), {
    format: libraryFormats[recipient.format],
    lang: invoice.locale,
  });
  return typeof xml === 'string' ? xml : Buffer.from(xml).toString('utf8');
}

/**
 * The ZUGFeRD/Factur-X invoice (docs/invoices.md, "E-invoices"): the invoice's PDF for people (`pdf`,
 * renderInvoiceDocument printed) made a PDF/A-3 with its CII embedded, by @e-invoice-eu/core.
 */
export async function renderZugferd(invoice: Invoice, pdf: Uint8Array): Promise<Buffer> {
  const written = await library().generate(
    en16931Data(invoice, ublAddressing(invoice, { format: 'xrechnung-cii', leitweg_id: null })),
    {
      format: libraryFormats.zugferd,
      lang: invoice.locale,
      pdf: { buffer: pdf, filename: `${invoice.number}.pdf`, mimetype: 'application/pdf' },
    },
  );
  return Buffer.from(written);
}

/**
 * Who the e-invoice goes to. XRechnung: a public buyer's Leitweg-ID is both its reference (BT-10)
 * and its address (scheme 0204); a company is reached at its e-mail (EM) and referred to by the
 * order number. Peppol: the participant id is the address; the order number the reference.
 */
function ublAddressing(
  invoice: Invoice,
  recipient: Exclude<XmlEInvoiceRecipient, { format: 'finvoice' }>,
): UblAddressing {
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
