import type { pricingEn } from './en';

export const pricingFi: Record<keyof typeof pricingEn, string> = {
  'pricing.tiers_title': 'Määräalennukset',
  'pricing.tier_pieces_one': '{count} kpl alkaen: {percent}',
  'pricing.tier_pieces_other': '{count} kpl alkaen: {percent}',
  'pricing.tier_goods': '{amount} tilausarvosta alkaen: {percent}',
  'pricing.next_pieces_one': 'vielä {count} kpl, niin alennus on {percent}',
  'pricing.next_pieces_other': 'vielä {count} kpl, niin alennus on {percent}',
  'pricing.next_goods': 'vielä {amount} tilausarvoa, niin alennus on {percent}',
  'pricing.reached': 'saavutettu',
  'pricing.personal_title': 'Henkilökohtaiset alennuksesi',
  'pricing.personal_from': '{percent} vähintään {amount} tilauksista',
  'pricing.personal_any': '{percent} kaikista tilauksista',
  'pricing.until': 'voimassa {date} asti',
  'pricing.no_end': 'ei päättymispäivää',
  'pricing.line_total': 'Yhteensä ilman ALV:tä',
  'pricing.with_vat': '{amount} sis. ALV ({rate})',
  'pricing.volume_applied': 'Määräalennus {percent} sisältyy',
  'pricing.personal_applies': 'Henkilökohtainen alennuksesi {percent} koskee tätä tilausta',
  'pricing.updating': 'Hintaa päivitetään…',
  'pricing.preview_error': 'Hintaa ei voitu laskea.',
  'pricing.cart_title': 'Tämän tilauksen alennukset',
};
