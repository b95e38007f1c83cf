import type { backofficeEn } from './en';

export const backofficeDe: Record<keyof typeof backofficeEn, string> = {
  'error.operators_only': 'Das ist nur für die Betreiber des Shops.',
  'backoffice.order_not_cancellable':
    'Positionen können nur storniert werden, solange die Bestellung versandt und noch nicht zugestellt ist.',
  'backoffice.no_such_part': 'Dieser Lieferant hat keinen Teil dieser Bestellung.',
  'backoffice.no_such_line': 'Der Teil des Lieferanten hat keine solche Position.',
  'backoffice.line_already_cancelled': 'Diese Position ist bereits storniert.',
  'backoffice.line_shipped': 'Diese Position ist versandt und kann nicht mehr storniert werden.',
  'backoffice.cannot_mark_delivered': 'Nur eine Bestellung in Zustellung kann als zugestellt markiert werden.',
  'backoffice.cannot_mark_reviewed': 'Nur eine zugestellte Bestellung kann als geprüft markiert werden.',
  'backoffice.no_such_mail': 'Diese Bestellung hat keine solche E-Mail zum erneuten Senden.',
  'backoffice.cancel_mail_subject': 'Ihre Bestellung {number}: eine Position wurde storniert',
  'backoffice.cancel_mail_text':
    'Guten Tag,\n\nwir mussten eine Position Ihrer Bestellung {number} stornieren:\n\n- {title} ({code}), ' +
    '{quantity} Stk., von {supplier}\n\nGrund: {reason}\n\nDie Position wird nicht berechnet: Die Summe Ihrer ' +
    'Bestellung sinkt um {credit} (inkl. MwSt.) auf {total}. Die übrigen Positionen werden wie bestätigt geliefert.',
};
