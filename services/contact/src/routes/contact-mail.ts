import { asOneLine, type Locale } from '@shop/contracts';
import { translate } from '@shop/i18n';
import type { MailMessage } from '@shop/service-kit';
import type { StoredMessage } from '../ports/message-store';

/** The labels of the form fields, as the form shows them, in the language of the shop's staff. */
const labelKeys: Record<string, string> = {
  company: 'contact.company',
  vatid: 'contact.vatid',
  name: 'contact.name',
  phone: 'contact.phone',
  email: 'contact.email',
  message: 'contact.message',
};

/** The one field a sender writes over several lines; every other field is one line of the mail. */
const multiLineFields = new Set(['message']);

/** Every line of a long text quoted, so none of them can pass for a field or for the frame's end. */
const quoted = (value: string) => value.split(/\r\n|[\n\r\u2028\u2029]/).map((line) => `> ${line}`);

/**
 * The e-mail that tells the shop's sales inbox about a new message. It goes only to the shop's
 * own inbox, from the shop's own address (the mailer's MAIL_FROM; nothing in a request names a
 * recipient or a sender), and everything the sender typed sits between two lines that say so,
 * so a message written to look like the shop's own words reads as what it is. Each one-line field
 * is one line, and the message's lines are quoted, so no text of the sender's forges a field line.
 */
export function contactMail(message: StoredMessage, to: string[], staffLocale: Locale): MailMessage {
  const t = (key: string, params?: Record<string, string | number>) => translate(staffLocale, key, params);
  const subjectKey = message.kind === 'supplier' ? 'contact.mail_subject_supplier' : 'contact.mail_subject';
  // The subject is the inbox's one-line summary: the sender's name cut short, on one line.
  const who = (message.fields.company || message.fields.name || message.fields.email || '')
    .replace(/\s+/g, ' ')
    .slice(0, 80);
  const end = t('contact.mail_sender_text_end');
  const lines = Object.entries(message.fields)
    .filter(([, value]) => value !== '')
    .flatMap(([field, value]) => {
      const label = t(labelKeys[field] ?? field);
      // One line even if stored before the form refused line breaks: a break could forge a field.
      return multiLineFields.has(field) ? [`${label}:`, ...quoted(value)] : [`${label}: ${asOneLine(value)}`];
    });
  return {
    to,
    subject: t(subjectKey, { id: message.id, who }),
    text: [
      t('contact.mail_sender_text'),
      '',
      ...lines,
      '',
      end,
      '',
      t('contact.mail_language', { locale: message.locale.toUpperCase() }),
    ].join('\n'),
  };
}
