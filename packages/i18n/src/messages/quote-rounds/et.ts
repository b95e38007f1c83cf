import type { quoteRoundsEn } from './en';

/**
 * Texts of a quote's rounds (docs/orders.md, "Quotes"): the buyer's changes, the earlier rounds, the seller's
 * mail and the refusals. Only the account's pages show them, so only its chunk carries them, not the cart's.
 */
export const quoteRoundsEt: Record<keyof typeof quoteRoundsEn, string> = {
  'quote.status_changes_requested': 'Muudatusi küsitud: meie müük hinnastab need',
  'quote.changes_pending':
    'Teie muudatused sellele pakkumisele on meie müügi käes: saate uuendatud pakkumise e-postiga.',
  'quote.line_repeated': 'See toode on loendis kaks korda',
  'quote.product_unknown': 'Seda toodet meie kataloogis ei ole',
  'quote.quantity_positive': 'Sisestage kogus vähemalt 1',
  'quote.quantity_too_large': 'See kogus on liiga suur',
  'quote.lines_empty': 'Jätke pakkumisse vähemalt üks toode',
  'quote.changes_note_required': 'Kirjutage meie müügile, mida soovite muuta',
  'quote.changes_open': 'Küsi muudatusi',
  'quote.changes_title': 'Küsi muudatusi',
  'quote.changes_intro':
    'Muutke koguseid või eemaldage tooteid ja kirjutage, mida vajate. Seejärel saadame teile uuendatud pakkumise.',
  'quote.changes_note': 'Teie sõnum meie müügile',
  'quote.changes_remove': 'Eemalda',
  'quote.changes_keep': 'Jäta alles',
  'quote.changes_submit': 'Saada muudatused',
  'quote.changes_sent': 'Teie muudatused on saadetud. Saadame uuendatud pakkumise e-postiga.',
  'quote.round': 'Voor {round}',
  'quote.rounds_title': 'Varasemad voorud',
  'quote.round_summary': 'Voor {round}: pakutud {total}, kehtib kuni {date}; muudatusi küsitud {changed}',
  'quote.round_message': 'Sõnum',
  'quote.pricing_round_intro': 'Voor {round}: klient küsis muudatusi. Hinnastage tooted nii, nagu need praegu on.',
  'quote.seller_changes_mail_subject': 'Pakkumine {number}, voor {round}: {buyer} küsib muudatusi',
  'quote.seller_changes_mail_text':
    'Pakkumise {number} klient küsib muudatusi (voor {round}).\n\nKlient: {buyer}\nSõnum: ' +
    '{note}\n\nTooted praegu:\n{products}\n\nMäärake uue vooru hinnad ja kehtivus siin (link kehtib kuni ' +
    '{date}):\n{link}',
};
