import type { catalogueEn } from './en';

export const catalogueEt: Record<keyof typeof catalogueEn, string> = {
  'catalogue.filter_invalid': 'Filtrid peavad olema JSON-objekt: tunnus ja väärtus või tunnus ja {min, max}',
  'catalogue.range_invalid': 'Vahemik peab olema kaks mittenegatiivset täisarvu [skip, take]',
  'catalogue.take_too_large': 'Korraga saab küsida kuni 100 kirjet',
  'catalogue.sort_invalid': 'Sorteeri: default, title, id või sale_price, soovi korral _asc või _desc',
  'catalogue.ids_invalid': 'Sisestage 1–100 toote ID-d komadega eraldatult',
  'catalogue.term_too_short': 'Otsinguks on vaja vähemalt 3 märki',
  'catalogue.variant_not_found': 'Sellist tootevarianti ei ole',
  'catalogue.category_not_found': 'Sellist kategooriat ei ole',
  'catalogue.product_not_found': 'Sellist toodet ei ole',
  'catalogue.company_not_found': 'Selle KMKR numbriga ettevõtet ei leitud',
};
