import type { catalogueEn } from './en';

export const catalogueDe: Record<keyof typeof catalogueEn, string> = {
  'catalogue.filter_invalid': 'Filter müssen ein JSON-Objekt aus Merkmal und Wert oder Merkmal und {min, max} sein',
  'catalogue.range_invalid': 'Der Bereich muss aus zwei ganzen, nicht negativen Zahlen [skip, take] bestehen',
  'catalogue.take_too_large': 'Es können höchstens 100 Einträge auf einmal abgefragt werden',
  'catalogue.sort_invalid': 'Sortierung nach default, title, id oder sale_price, optional mit _asc oder _desc',
  'catalogue.ids_invalid': 'Geben Sie 1 bis 100 Produkt-IDs durch Kommas getrennt an',
  'catalogue.term_too_short': 'Die Suche braucht mindestens 3 Zeichen',
  'catalogue.variant_not_found': 'Diese Produktvariante gibt es nicht',
  'catalogue.category_not_found': 'Diese Kategorie gibt es nicht',
  'catalogue.product_not_found': 'Dieses Produkt gibt es nicht',
  'catalogue.company_not_found': 'Zu dieser USt-IdNr. wurde kein Unternehmen gefunden',
};
