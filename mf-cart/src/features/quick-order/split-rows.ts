/**
 * Text as a spreadsheet copy or a CSV export gives it, as rows of cells: tab-separated (what a
 * copy from Excel, LibreOffice or Google Sheets puts on the clipboard), else `;` (a CSV from a
 * German or Finnish Excel), else `,`, else runs of spaces ("DFT-003548 2" typed by hand). Cells
 * may be quoted as CSV quotes them ("a ""b""", a delimiter or line break inside quotes).
 */
export function splitRows(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(body);
  return delimiter === null
    ? body.split(/\r\n|\r|\n/).map((line) => line.trim().split(/\s+/))
    : quoted(body, delimiter);
}

function detectDelimiter(text: string): string | null {
  // Only outside quotes would be exact; a delimiter inside a quoted cell of every row is no real export.
  for (const candidate of ['\t', ';', ',']) if (text.includes(candidate)) return candidate;
  return null;
}

/** RFC 4180 reading with any one-character delimiter. */
function quoted(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (inQuotes) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else inQuotes = false;
    } else if (char === '"' && cell.trim() === '') {
      cell = '';
      inQuotes = true;
    } else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  row.push(cell);
  rows.push(row);
  return rows;
}
