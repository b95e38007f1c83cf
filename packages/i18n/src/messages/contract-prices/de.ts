import type { contractPricesEn } from './en';

export const contractPricesDe: Record<keyof typeof contractPricesEn, string> = {
  'contract_prices.error.refused':
    'Die Preisliste wurde nicht importiert, nichts wurde geändert. Bitte korrigieren Sie diese Zeilen: {fields}',
  'contract_prices.error.header':
    'Die erste Zeile muss die Kopfzeile code;price;valid_from;valid_to;min_quantity sein.',
  'contract_prices.error.empty': 'Die Datei enthält keine Preiszeilen.',
  'contract_prices.error.too_many_rows': 'Die Datei enthält mehr als 20.000 Preiszeilen.',
  'contract_prices.error.columns':
    'Die Zeile hat nicht genau fünf Spalten ' +
    '(ein Dezimalkomma in einer kommagetrennten Datei braucht Anführungszeichen).',
  'contract_prices.error.price_format':
    'Der Preis muss eine Zahl unter 10.000.000 mit höchstens zwei Nachkommastellen sein, z. B. 12,50 oder 12.50.',
  'contract_prices.error.price_positive': 'Der Preis muss größer als null sein.',
  'contract_prices.error.date_format': 'Das Datum muss ein gültiger Tag im Format JJJJ-MM-TT sein, oder leer.',
  'contract_prices.error.ends_before_start': 'valid_to liegt vor valid_from.',
  'contract_prices.error.min_quantity': 'Die Mindestmenge muss eine ganze Zahl von 1 bis 100.000 sein, oder leer (1).',
  'contract_prices.error.overlaps':
    'Eine frühere Zeile hat denselben Code und dieselbe Mindestmenge an einigen derselben Tage: ' +
    'Es darf nur ein Preis gelten.',
};
