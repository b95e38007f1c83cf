import type { Locale } from '@shop/contracts';
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

/** The e-mail that tells the shop's sales inbox about a new message. */
export function contactMail(message: StoredMessage, to: string[], staffLocale: Locale): MailMessage {
  const t = (key: string, params?: Record<string, string | number>) => translate(staffLocale, key, params);
  const subjectKey = message.kind === 'supplier' ? 'contact.mail_subject_supplier' : 'contact.mail_subject';
  const who = message.fields.company || message.fields.name || message.fields.email || '';
  const lines = Object.entries(message.fields)
    .filter(([, value]) => value !== '')
    .map(([field, value]) => `${t(labelKeys[field] ?? field)}: ${value}`);
  return {
    to,
    subject: t(subjectKey, { id: message.id, who }),
    text: [...lines, '', t('contact.mail_language', { locale: message.locale.toUpperCase() })].join('\n'),
  };
}
