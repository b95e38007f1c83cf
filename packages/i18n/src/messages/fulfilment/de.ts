import type { fulfilmentEn } from './en';

export const fulfilmentDe: Record<keyof typeof fulfilmentEn, string> = {
  'fulfilment.po_title': 'Bestellung',
  'fulfilment.po_supplier': 'Lieferant',
  'fulfilment.po_phone': 'Telefon für den Spediteur',
  'fulfilment.po_window': 'Gebuchte Lieferzeit',
  'fulfilment.po_comment': 'Anmerkung des Käufers',
  'fulfilment.po_answer':
    'Bitte bestätigen Sie auf dieser Seite die Positionen und das Versanddatum, melden Sie nicht ' +
    'lieferbare Positionen und den Versand mit Sendungsnummer (gültig bis {date}):',
  'fulfilment.supplier_mail_subject': 'Bestellung {number} von {shop}',
  'fulfilment.supplier_mail_text_one':
    'Guten Tag,\n\nanbei unsere Bestellung {number} ({lines} Position) zur Lieferung direkt an unseren ' +
    'Kunden.\n\nBitte bestätigen Sie die Positionen und das Versanddatum, melden Sie Positionen, die Sie ' +
    'nicht liefern können, und teilen Sie uns den Versand mit Sendungsnummer hier mit:\n{link}\n\nDer ' +
    'Link ist bis {date} gültig und braucht kein Konto. Er ist nur für Sie bestimmt: Wer ihn hat, kann ' +
    'diese Bestellung in Ihrem Namen beantworten.',
  'fulfilment.supplier_mail_text_other':
    'Guten Tag,\n\nanbei unsere Bestellung {number} ({lines} Positionen) zur Lieferung direkt an unseren ' +
    'Kunden.\n\nBitte bestätigen Sie die Positionen und das Versanddatum, melden Sie Positionen, die Sie ' +
    'nicht liefern können, und teilen Sie uns den Versand mit Sendungsnummer hier mit:\n{link}\n\nDer ' +
    'Link ist bis {date} gültig und braucht kein Konto. Er ist nur für Sie bestimmt: Wer ihn hat, kann ' +
    'diese Bestellung in Ihrem Namen beantworten.',
  'fulfilment.buyer_mail_subject': 'Ihre Bestellung {number}: Neues von {supplier}',
  'fulfilment.buyer_confirmed':
    '{supplier} hat diese Produkte Ihrer Bestellung {number} bestätigt. Versanddatum: {date}.',
  'fulfilment.buyer_shipped': '{supplier} hat diese Produkte Ihrer Bestellung {number} versandt.',
  'fulfilment.buyer_supplier_statement': 'Angaben des Lieferanten {supplier} (von uns nicht geprüft):',
  'fulfilment.buyer_carrier': 'Spediteur: {carrier}',
  'fulfilment.buyer_tracking_number': 'Sendungsnummer: {tracking}',
  'fulfilment.buyer_tracking_link': 'Sendungsverfolgung auf {host}: {url}',
  'fulfilment.buyer_not_deliverable':
    '{supplier} kann dieses Produkt Ihrer Bestellung {number} nicht liefern. Angegebener Grund: ' +
    '{reason}\nWir melden uns wegen eines Ersatzes bei Ihnen; berechnet wird es Ihnen nicht.',
  'fulfilment.buyer_line': '{quantity} × {title} ({code})',
  'fulfilment.link_missing': 'Diese Seite braucht den Link aus der Bestell-E-Mail',
  'fulfilment.link_invalid': 'Dieser Link ist ungültig. Bitte verwenden Sie den Link aus der Bestell-E-Mail',
  'fulfilment.link_expired': 'Dieser Link ist abgelaufen. Bitte fordern Sie bei uns einen neuen an',
  'fulfilment.link_not_for_this': 'Dieser Link öffnet diese Bestellung nicht',
  'fulfilment.dispatch_date_past': 'Das Versanddatum darf nicht in der Vergangenheit liegen',
  'fulfilment.nothing_to_confirm': 'Es sind keine Positionen mehr zu bestätigen',
  'fulfilment.line_unknown': 'Diese Position gehört nicht zu Ihrer Bestellung',
  'fulfilment.line_not_open': 'Diese Position wurde bereits beantwortet',
  'fulfilment.already_shipped': 'Diese Bestellung wurde bereits versandt',
  'fulfilment.confirm_before_shipping':
    'Bestätigen Sie vor dem Versand jede Position oder melden Sie sie als nicht lieferbar',
  'fulfilment.nothing_to_ship': 'Es gibt keine bestätigten Positionen zum Versenden',
  'fulfilment.line_already_shipped': 'Diese Position wurde bereits versandt',
  'fulfilment.line_already_not_deliverable': 'Diese Position wurde bereits als nicht lieferbar gemeldet',
  'fulfilment.tracking_url_https': 'Geben Sie die Sendungsverfolgung als https://… an',
  'fulfilment.changed_elsewhere': 'Diese Bestellung wurde im selben Moment geändert. Bitte versuchen Sie es erneut',
  'fulfilment.page_title': 'Bestellung {number}',
  'fulfilment.page_intro': '{supplier}, bitte beantworten Sie diese Bestellung hier. Der Link ist gültig bis {date}.',
  'fulfilment.page_load_failed': 'Die Bestellung konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
  'fulfilment.retry': 'Erneut versuchen',
  'fulfilment.lines_title': 'Positionen',
  'fulfilment.col_code': 'Artikelnummer',
  'fulfilment.col_product': 'Produkt',
  'fulfilment.col_quantity': 'Menge',
  'fulfilment.col_reference': 'Referenz des Käufers',
  'fulfilment.col_state': 'Status',
  'fulfilment.delivery_title': 'Lieferung',
  'fulfilment.deliver_to': 'Lieferadresse',
  'fulfilment.order_reference': 'Bestellreferenz des Käufers',
  'fulfilment.follow_shipment': 'Sendung verfolgen',
  'fulfilment.confirm_title': 'Positionen bestätigen',
  'fulfilment.confirm_line': '{title} bestätigen',
  'fulfilment.dispatch_date': 'Versanddatum',
  'fulfilment.confirm_submit': 'Ausgewählte Positionen bestätigen',
  'fulfilment.ship_title': 'Versand',
  'fulfilment.carrier': 'Spediteur',
  'fulfilment.tracking_number': 'Sendungsnummer',
  'fulfilment.tracking_url': 'Adresse der Sendungsverfolgung (optional)',
  'fulfilment.ship_submit': 'Als versandt melden',
  'fulfilment.nd_title': 'Position als nicht lieferbar melden',
  'fulfilment.nd_line': 'Position',
  'fulfilment.nd_reason': 'Grund',
  'fulfilment.nd_submit': 'Nicht lieferbar melden',
  'fulfilment.choose_lines': 'Wählen Sie mindestens eine Position',
  'fulfilment.saved': 'Vielen Dank, Ihre Antwort wurde gespeichert.',
  'fulfilment.sending': 'Wird gesendet…',
  'fulfilment.all_answered': 'Alle Positionen dieser Bestellung sind beantwortet. Vielen Dank.',
};
