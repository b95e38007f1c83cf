/** One CSV record with the line of the file it starts on (quoted cells may span lines). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * Records of RFC 4180 CSV: comma or semicolon separated (the header's first separator decides,
 * as spreadsheets in German and Finnish locales write semicolons), quotes doubled inside quoted
 * cells, CRLF or LF line ends.
 */
export function csvRecords(text: string): CsvRecord[] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.slice(0, source.indexOf('\n') === -1 ? undefined : source.indexOf('\n'));
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: start, cells });
    cells = [];
    cell = '';
    start = line;
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n') {
      line++;
      endRecord();
    } else if (c !== '\r') cell += c;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
