import type { backofficeEn } from './en';

export const backofficeEt: Record<keyof typeof backofficeEn, string> = {
  'error.operators_only': 'See on ainult poe haldajatele.',
  'backoffice.order_not_cancellable':
    'Ridu saab tühistada ainult siis, kui tellimus on saadetud ja veel kohale toimetamata.',
  'backoffice.no_such_part': 'Sellel tarnijal ei ole selles tellimuses osa.',
  'backoffice.no_such_line': 'Tarnija osas ei ole sellist rida.',
  'backoffice.line_already_cancelled': 'See rida on juba tühistatud.',
  'backoffice.line_shipped': 'See rida on juba teele saadetud ja seda ei saa enam tühistada.',
  'backoffice.cannot_mark_delivered': 'Kohaletoimetatuks saab märkida ainult tarnimisel oleva tellimuse.',
  'backoffice.cannot_mark_reviewed': 'Ülevaadatuks saab märkida ainult kohale toimetatud tellimuse.',
  'backoffice.no_such_mail': 'Tellimusel ei ole sellist uuesti saadetavat e-kirja.',
  'backoffice.cancel_mail_subject': 'Teie tellimus {number}: üks rida tühistati',
  'backoffice.cancel_mail_text':
    'Tere!\n\nPidime teie tellimuses {number} ühe rea tühistama:\n\n- {title} ({code}), {quantity} tk, tarnija ' +
    '{supplier}\n\nPõhjus: {reason}\n\nSeda rida ei arveldata: teie tellimuse summa väheneb {credit} võrra ' +
    '(koos käibemaksuga) ja on nüüd {total}. Ülejäänud read tarnitakse kinnitatud viisil.',
};
