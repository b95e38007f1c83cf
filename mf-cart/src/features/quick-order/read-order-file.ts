import { readXlsxRows, UnreadableFileError } from './read-xlsx';
import { splitRows } from './split-rows';

/** Larger than any order list a purchasing system exports; the file is read whole in the tab. */
export const maxOrderFileBytes = 2 * 1024 * 1024;

export type OrderFileProblem = 'file_type' | 'file_too_large' | 'file_unreadable';

export class OrderFileError extends Error {
  constructor(readonly problem: OrderFileProblem) {
    super(problem);
  }
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The text of a CSV export: UTF-8 when it is valid UTF-8, else Windows-1252, which Excel on
 * Windows writes its "CSV" in (ä, ö, ü, õ of codes and titles must survive).
 */
function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * An uploaded order list as rows of cells: XLSX (recognised by its zip signature, whatever its
 * name) or CSV / TSV / text. Old binary Excel files (.xls) and anything else are refused, as are
 * files over the size limit, before they are read.
 */
export async function readOrderFile(file: Blob & { name: string }): Promise<string[][]> {
  if (file.size > maxOrderFileBytes) throw new OrderFileError('file_too_large');
  if (/\.(xls|xlsb|ods|numbers|pdf|docx?)$/i.test(file.name)) throw new OrderFileError('file_type');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (isZip(bytes)) {
    try {
      return await readXlsxRows(bytes.buffer);
    } catch (error) {
      if (error instanceof UnreadableFileError || error instanceof TypeError || error instanceof RangeError)
        throw new OrderFileError('file_unreadable');
      throw error;
    }
  }
  if (bytes.includes(0)) throw new OrderFileError('file_type');
  return splitRows(csvText(bytes));
}
