import type { catalogueEn } from './en';

export const catalogueFi: Record<keyof typeof catalogueEn, string> = {
  'catalogue.filter_invalid': 'Suodattimien pitää olla JSON-objekti: ominaisuus ja arvo tai ominaisuus ja {min, max}',
  'catalogue.range_invalid': 'Välin pitää olla kaksi ei-negatiivista kokonaislukua [skip, take]',
  'catalogue.take_too_large': 'Kerralla voi hakea enintään 100 riviä',
  'catalogue.sort_invalid': 'Lajittele: default, title, id tai sale_price, halutessa _asc tai _desc',
  'catalogue.ids_invalid': 'Anna 1–100 tuotetunnusta pilkuilla erotettuina',
  'catalogue.term_too_short': 'Haussa pitää olla vähintään 3 merkkiä',
  'catalogue.variant_not_found': 'Tätä tuotevarianttia ei ole',
  'catalogue.category_not_found': 'Tätä tuoteryhmää ei ole',
  'catalogue.product_not_found': 'Tätä tuotetta ei ole',
  'catalogue.company_not_found': 'Tällä ALV-tunnuksella ei löytynyt yritystä',
};
