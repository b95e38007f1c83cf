import type { quoteRoundsEn } from './en';

/**
 * Texts of a quote's rounds (docs/orders.md, "Quotes"): the buyer's changes, the earlier rounds, the seller's
 * mail and the refusals. Only the account's pages show them, so only its chunk carries them, not the cart's.
 */
export const quoteRoundsDe: Record<keyof typeof quoteRoundsEn, string> = {
  'quote.status_changes_requested': 'Änderungen angefragt: unser Vertrieb kalkuliert sie',
  'quote.changes_pending':
    'Ihre Änderungen an diesem Angebot liegen bei unserem Vertrieb: Sie erhalten das überarbeitete Angebot per E-Mail.',
  'quote.line_repeated': 'Dieses Produkt steht zweimal in der Liste',
  'quote.product_unknown': 'Dieses Produkt ist nicht in unserem Katalog',
  'quote.quantity_positive': 'Geben Sie eine Menge von mindestens 1 ein',
  'quote.quantity_too_large': 'Diese Menge ist zu groß',
  'quote.lines_empty': 'Behalten Sie mindestens ein Produkt im Angebot',
  'quote.changes_note_required': 'Schreiben Sie unserem Vertrieb, was Sie geändert haben möchten',
  'quote.changes_open': 'Änderungen anfragen',
  'quote.changes_title': 'Änderungen anfragen',
  'quote.changes_intro':
    'Ändern Sie Mengen oder entfernen Sie Produkte und schreiben Sie uns, was Sie brauchen. Wir senden ' +
    'Ihnen dann ein überarbeitetes Angebot.',
  'quote.changes_note': 'Ihre Nachricht an unseren Vertrieb',
  'quote.changes_remove': 'Entfernen',
  'quote.changes_keep': 'Behalten',
  'quote.changes_submit': 'Änderungen senden',
  'quote.changes_sent': 'Ihre Änderungen sind gesendet. Wir schicken Ihnen das überarbeitete Angebot per E-Mail.',
  'quote.round': 'Runde {round}',
  'quote.rounds_title': 'Frühere Runden',
  'quote.round_summary': 'Runde {round}: angeboten {total}, gültig bis {date}; Änderungen angefragt am {changed}',
  'quote.round_message': 'Nachricht',
  'quote.pricing_round_intro':
    'Runde {round}: Der Kunde hat Änderungen angefragt. Kalkulieren Sie die Produkte, wie sie jetzt sind.',
  'quote.seller_changes_mail_subject': 'Angebot {number}, Runde {round}: {buyer} fragt Änderungen an',
  'quote.seller_changes_mail_text':
    'Der Kunde des Angebots {number} fragt Änderungen an (Runde {round}).\n\nKunde: {buyer}\nNachricht: ' +
    '{note}\n\nProdukte jetzt:\n{products}\n\nPreise und Gültigkeit der neuen Runde hier festlegen (der ' +
    'Link gilt bis {date}):\n{link}',
};
