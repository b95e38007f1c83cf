import { OrderFormSchema, type Invoice, type Order } from '@shop/contracts';
import { translate } from '@shop/i18n';
import { withCompanySignature, type MailAttachment } from '@shop/service-kit';
import { renderInvoiceDocument } from '../documents/invoice-document';
import { localeFormat } from '../documents/locale-format';
import type { OrderConsumerDeps } from '../events/subscriber';
import { renderEInvoice, renderZugferd } from './e-invoice/render-e-invoice';

/**
 * Mails an invoice or credit note to the order's buyer and additional addresses in the buyer's
 * language (the document's locale): its PDF, and its e-invoice in the recipient's format when the
 * order names one (ZUGFeRD: the PDF itself, with its CII inside). Under `key`, so a redelivery sends
 * the same mail again, never a second one.
 */
export async function sendInvoiceMail(
  deps: Pick<OrderConsumerDeps, 'mailer' | 'pdf'>,
  order: Order,
  document: Invoice,
  key: string,
): Promise<void> {
  const form = OrderFormSchema.parse(order.form);
  const format = localeFormat(document.locale);
  const t = (text: string, params: Record<string, string>) => translate(document.locale, text, params);
  const kind = document.kind === 'invoice' ? 'invoice' : 'credit_note';
  const params = {
    number: document.number,
    order: document.order.number ?? document.order.uuid,
    total: format.eur(document.totals.gross),
    due: document.payment ? format.day(document.payment.due_date) : '',
    invoice: document.credits?.number ?? '',
  };
  const printed = await deps.pdf.render(renderInvoiceDocument(document), { lane: 'mail' });
  const recipient = document.e_invoice;
  const pdf = recipient?.format === 'zugferd' ? await renderZugferd(document, printed) : printed;
  const attachments: MailAttachment[] = [
    { filename: `${document.number}.pdf`, content: pdf, contentType: 'application/pdf' },
  ];
  if (recipient && recipient.format !== 'zugferd')
    attachments.push({
      filename: `${document.number}-${recipient.format}.xml`,
      content: Buffer.from(await renderEInvoice(document, recipient), 'utf8'),
      contentType: 'application/xml',
    });
  await deps.mailer.send({
    to: [form.email, ...form.additionalEmails],
    subject: t(`invoice.mail_subject_${kind}`, params),
    text: withCompanySignature(t(`invoice.mail_text_${kind}`, params), document.locale),
    attachments,
    idempotencyKey: key,
  });
}
