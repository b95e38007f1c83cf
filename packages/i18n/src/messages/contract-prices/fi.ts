import type { contractPricesEn } from './en';

export const contractPricesFi: Record<keyof typeof contractPricesEn, string> = {
  'contract_prices.error.refused': 'Hinnastoa ei tuotu, mitään ei muutettu. Korjaa nämä rivit: {fields}',
  'contract_prices.error.header':
    'Ensimmäisen rivin on oltava otsikkorivi code;price;valid_from;valid_to;min_quantity.',
  'contract_prices.error.empty': 'Tiedostossa ei ole hintarivejä.',
  'contract_prices.error.too_many_rows': 'Tiedostossa on yli 20 000 hintariviä.',
  'contract_prices.error.columns':
    'Rivillä ei ole tasan viittä saraketta (pilkulla erotetussa tiedostossa desimaalipilkku tarvitsee lainausmerkit).',
  'contract_prices.error.price_format':
    'Hinnan on oltava alle 10 000 000 oleva luku, jossa on enintään kaksi desimaalia, esimerkiksi 12,50 tai 12.50.',
  'contract_prices.error.price_positive': 'Hinnan on oltava suurempi kuin nolla.',
  'contract_prices.error.date_format': 'Päivämäärän on oltava todellinen päivä muodossa VVVV-KK-PP, tai tyhjä.',
  'contract_prices.error.ends_before_start': 'valid_to on ennen päivää valid_from.',
  'contract_prices.error.min_quantity': 'Vähimmäismäärän on oltava kokonaisluku 1–100 000, tai tyhjä (1).',
  'contract_prices.error.overlaps':
    'Aiemmalla rivillä on sama koodi ja vähimmäismäärä osittain samoina päivinä: vain yksi hinta voi olla voimassa.',
};
