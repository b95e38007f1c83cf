import type { pricingEn } from './en';

export const pricingEt: Record<keyof typeof pricingEn, string> = {
  'pricing.tiers_title': 'Koguseallahindlused',
  'pricing.tier_pieces_one': 'alates {count} tükist: {percent}',
  'pricing.tier_pieces_other': 'alates {count} tükist: {percent}',
  'pricing.tier_goods': 'tellimuse väärtusest {amount}: {percent}',
  'pricing.next_pieces_one': 'veel {count} tükk ja allahindlus on {percent}',
  'pricing.next_pieces_other': 'veel {count} tükki ja allahindlus on {percent}',
  'pricing.next_goods': 'veel {amount} tellimuse väärtust ja allahindlus on {percent}',
  'pricing.reached': 'saavutatud',
  'pricing.personal_title': 'Teie isiklikud allahindlused',
  'pricing.personal_from': '{percent} tellimustelt alates {amount}',
  'pricing.personal_any': '{percent} igalt tellimuselt',
  'pricing.until': 'kehtib kuni {date}',
  'pricing.no_end': 'lõppkuupäevata',
  'pricing.line_total': 'Kokku käibemaksuta',
  'pricing.with_vat': '{amount} koos käibemaksuga ({rate})',
  'pricing.volume_applied': 'Koguseallahindlus {percent} arvestatud',
  'pricing.personal_applies': 'Teie isiklik allahindlus {percent} kehtib sellele tellimusele',
  'pricing.updating': 'Hinda uuendatakse…',
  'pricing.preview_error': 'Hinda ei õnnestunud arvutada.',
  'pricing.cart_title': 'Selle tellimuse allahindlused',
};
