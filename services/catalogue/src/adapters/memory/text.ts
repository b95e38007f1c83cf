/**
 * Text as the embedded engine compares it: lower case, diacritics folded (buyers type "zaune"
 * for "Zäune" and "teras" for "teräs"), split on anything that is not a letter or digit.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

export function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}
