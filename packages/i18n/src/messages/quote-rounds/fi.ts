import type { quoteRoundsEn } from './en';

/**
 * Texts of a quote's rounds (docs/orders.md, "Quotes"): the buyer's changes, the earlier rounds, the seller's
 * mail and the refusals. Only the account's pages show them, so only its chunk carries them, not the cart's.
 */
export const quoteRoundsFi: Record<keyof typeof quoteRoundsEn, string> = {
  'quote.status_changes_requested': 'Muutoksia pyydetty: myyntimme hinnoittelee ne',
  'quote.changes_pending': 'Muutoksesi tähän tarjoukseen ovat myynnillämme: saat päivitetyn tarjouksen sähköpostitse.',
  'quote.line_repeated': 'Tämä tuote on listalla kahdesti',
  'quote.product_unknown': 'Tätä tuotetta ei ole valikoimassamme',
  'quote.quantity_positive': 'Anna määräksi vähintään 1',
  'quote.quantity_too_large': 'Määrä on liian suuri',
  'quote.lines_empty': 'Jätä tarjoukseen vähintään yksi tuote',
  'quote.changes_note_required': 'Kerro myynnillemme, mitä haluat muuttaa',
  'quote.changes_open': 'Pyydä muutoksia',
  'quote.changes_title': 'Pyydä muutoksia',
  'quote.changes_intro':
    'Muuta määriä tai poista tuotteita ja kerro, mitä tarvitset. Lähetämme sinulle sitten päivitetyn tarjouksen.',
  'quote.changes_note': 'Viestisi myynnillemme',
  'quote.changes_remove': 'Poista',
  'quote.changes_keep': 'Säilytä',
  'quote.changes_submit': 'Lähetä muutokset',
  'quote.changes_sent': 'Muutoksesi on lähetetty. Lähetämme päivitetyn tarjouksen sähköpostitse.',
  'quote.round': 'Kierros {round}',
  'quote.rounds_title': 'Aiemmat kierrokset',
  'quote.round_summary': 'Kierros {round}: tarjottu {total}, voimassa {date} asti; muutoksia pyydetty {changed}',
  'quote.round_message': 'Viesti',
  'quote.pricing_round_intro':
    'Kierros {round}: asiakas pyysi muutoksia. Hinnoittele tuotteet sellaisina kuin ne nyt ovat.',
  'quote.seller_changes_mail_subject': 'Tarjous {number}, kierros {round}: {buyer} pyytää muutoksia',
  'quote.seller_changes_mail_text':
    'Tarjouksen {number} asiakas pyytää muutoksia (kierros {round}).\n\nAsiakas: {buyer}\nViesti: ' +
    '{note}\n\nTuotteet nyt:\n{products}\n\nAseta uuden kierroksen hinnat ja voimassaolo täällä (linkki ' +
    'on voimassa {date} asti):\n{link}',
};
