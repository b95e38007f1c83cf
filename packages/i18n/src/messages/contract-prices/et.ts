import type { contractPricesEn } from './en';

export const contractPricesEt: Record<keyof typeof contractPricesEn, string> = {
  'contract_prices.error.refused': 'Hinnakirja ei imporditud, midagi ei muudetud. Parandage need read: {fields}',
  'contract_prices.error.header': 'Esimene rida peab olema päis code;price;valid_from;valid_to;min_quantity.',
  'contract_prices.error.empty': 'Failis pole ühtegi hinnarida.',
  'contract_prices.error.too_many_rows': 'Failis on üle 20 000 hinnarea.',
  'contract_prices.error.columns':
    'Real ei ole täpselt viit veergu (komaga eraldatud failis vajab kümnendkoma jutumärke).',
  'contract_prices.error.price_format':
    'Hind peab olema arv alla 10 000 000 kuni kahe kümnendkohaga, näiteks 12,50 või 12.50.',
  'contract_prices.error.price_positive': 'Hind peab olema suurem kui null.',
  'contract_prices.error.date_format': 'Kuupäev peab olema päris päev kujul AAAA-KK-PP või tühi.',
  'contract_prices.error.ends_before_start': 'valid_to on enne kuupäeva valid_from.',
  'contract_prices.error.min_quantity': 'Miinimumkogus peab olema täisarv 1 kuni 100 000 või tühi (1).',
  'contract_prices.error.overlaps':
    'Varasemal real on sama kood ja miinimumkogus osaliselt samadel päevadel: kehtida saab ainult üks hind.',
};
