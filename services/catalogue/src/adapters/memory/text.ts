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

/**
 * The ends of a word a typed word can find it by as a compound part ("aita" finds "verkkoaita"):
 * from its third letter on, each at least three letters long; none for words under six letters.
 */
export function partsOf(word: string): string[] {
  const parts: string[] = [];
  for (let start = 2; word.length >= 6 && start <= word.length - 3; start++) parts.push(word.slice(start));
  return parts;
}
