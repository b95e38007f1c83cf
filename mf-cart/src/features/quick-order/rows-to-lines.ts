/** One line of a quick order as given: the code, the quantity as written and as a number (null when it is none). */
export interface GivenLine {
  code: string;
  quantityText: string;
  quantity: number | null;
}

/** Column titles of codes and quantities in the exports of purchasing systems, in the shop's four languages. */
const codeTitles =
  /^(code|product ?code|item|item ?(no|number)|article|art(ikel)?[-. ]?(nr|nummer)\.?|sku|part ?number|tuotekoodi|koodi|tuotenumero|nimike|kood|tootekood|artikkel)$/i;
const quantityTitles = /^(qty|quantity|amount|pcs|menge|anzahl|stück|stk\.?|määrä|kpl|lukumäärä|kogus|tk)$/i;

/**
 * A quantity as people and spreadsheets write it: "12", "12 kpl", "1 000", "2,5". A single
 * separator followed by groups of exactly three digits ("1.000", "1,000") is read as thousands,
 * as a piece count shown with a thousands separator; anything that is no number is null.
 */
export function readQuantity(text: string): number | null {
  const bare = text
    .trim()
    .replace(/\s*[\p{L}.]+$/u, '')
    .replace(/[\s\u00a0\u202f]/g, '');
  if (/^\d{1,3}([.,]\d{3})+$/.test(bare)) return Number(bare.replace(/[.,]/g, ''));
  if (!/^[-+]?\d*([.,]\d+)?$/.test(bare) || !/\d/.test(bare)) return null;
  return Number(bare.replace(',', '.'));
}

const isEmpty = (row: string[]) => row.every((cell) => cell.trim() === '');

/**
 * The lines of a sheet: empty rows left out, a first row of column titles recognised and used to
 * find the code and quantity columns. Without titles the code is the first column and the
 * quantity the column after it that holds numbers in most rows (an export may put a description
 * between them).
 */
export function rowsToLines(rows: string[][]): GivenLine[] {
  const filled = rows.filter((row) => !isEmpty(row));
  if (filled.length === 0) return [];
  const [first, ...rest] = filled as [string[], ...string[][]];
  const named = first.some((cell) => codeTitles.test(cell.trim()) || quantityTitles.test(cell.trim()));
  // Titles in words no list knows: a first row without any digit (codes have them) where the rows
  // below have quantities.
  const unnamedColumn = rest.length > 0 ? mostlyNumbers(rest, 0) : -1;
  const titled =
    named ||
    (unnamedColumn >= 0 &&
      !first.some((cell) => /\d/.test(cell)) &&
      rest.some((row) => readQuantity(row[unnamedColumn] ?? '') !== null));
  const data = titled ? rest : filled;
  const codeColumn = titled
    ? Math.max(
        0,
        first.findIndex((cell) => codeTitles.test(cell.trim())),
      )
    : 0;
  const titledQuantity = titled ? first.findIndex((cell) => quantityTitles.test(cell.trim())) : -1;
  const quantityColumn = titledQuantity >= 0 ? titledQuantity : mostlyNumbers(data, codeColumn);
  return data
    .map((row) => {
      const quantityText = (row[quantityColumn] ?? '').trim();
      return { code: (row[codeColumn] ?? '').trim(), quantityText, quantity: readQuantity(quantityText) };
    })
    .filter((line) => line.code !== '');
}

function mostlyNumbers(rows: string[][], codeColumn: number): number {
  const width = Math.max(...rows.map((row) => row.length));
  let best = codeColumn === 0 ? 1 : 0;
  let bestCount = 0;
  for (let column = 0; column < width; column++) {
    if (column === codeColumn) continue;
    const count = rows.filter((row) => readQuantity(row[column] ?? '') !== null).length;
    if (count > bestCount) [best, bestCount] = [column, count];
  }
  return best;
}
