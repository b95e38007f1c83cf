import type { pricingEn } from './en';

export const pricingDe: Record<keyof typeof pricingEn, string> = {
  'pricing.tiers_title': 'Mengenrabatte',
  'pricing.tier_pieces_one': 'ab {count} Stück: {percent}',
  'pricing.tier_pieces_other': 'ab {count} Stück: {percent}',
  'pricing.tier_goods': 'ab {amount} Bestellwert: {percent}',
  'pricing.next_pieces_one': 'noch {count} Stück für {percent}',
  'pricing.next_pieces_other': 'noch {count} Stück für {percent}',
  'pricing.next_goods': 'noch {amount} Bestellwert für {percent}',
  'pricing.reached': 'erreicht',
  'pricing.personal_title': 'Ihre persönlichen Rabatte',
  'pricing.personal_from': '{percent} auf Bestellungen ab {amount}',
  'pricing.personal_any': '{percent} auf jede Bestellung',
  'pricing.until': 'gültig bis {date}',
  'pricing.no_end': 'ohne Enddatum',
  'pricing.line_total': 'Summe ohne MwSt.',
  'pricing.with_vat': '{amount} inkl. MwSt. ({rate})',
  'pricing.volume_applied': 'Mengenrabatt {percent} eingerechnet',
  'pricing.personal_applies': 'Ihr persönlicher Rabatt von {percent} gilt für diese Bestellung',
  'pricing.updating': 'Preis wird aktualisiert …',
  'pricing.preview_error': 'Der Preis konnte nicht berechnet werden.',
  'pricing.cart_title': 'Rabatte dieser Bestellung',
};
