import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';

/** A whole catalogue (`json`), or a supplier feed as JSON lines or CSV. */
export const importFormats = ['json', 'jsonl', 'csv'] as const;
export type ImportFormat = (typeof importFormats)[number];

export interface ImportInput {
  /** How messages name it: the file's path, or "stdin". */
  name: string;
  text: string;
  format: ImportFormat;
  /** How the format was found, for the messages: given by --format, by the file's extension, or from the text. */
  formatFrom: 'flag' | 'extension' | 'content';
}

export interface ImportInputRequest {
  /** A path (from `cwd`), or `-` for stdin. */
  argument: string;
  /** --format, if given. */
  format?: string;
  cwd: string;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
}

const formatNames = 'json (a whole catalogue), jsonl or csv (a supplier feed)';

/** The format a file's name says: .json a whole catalogue, .csv CSV, any other name JSON lines. */
function formatOfName(path: string): ImportFormat {
  const extension = extname(path).toLowerCase();
  return extension === '.json' ? 'json' : extension === '.csv' ? 'csv' : 'jsonl';
}

/**
 * The format of text without a name: a JSON object with the catalogue's lists is a whole catalogue;
 * text starting with `{` is JSON lines when its first line is a record on its own, else a whole
 * catalogue (so a broken one is reported as JSON that does not parse); anything else is CSV.
 */
export function sniffFormat(text: string): ImportFormat {
  const start = text.trimStart();
  if (!start.startsWith('{')) return 'csv';
  try {
    const whole = JSON.parse(start) as Record<string, unknown>;
    return ['suppliers', 'products', 'variants'].some((list) => Array.isArray(whole[list])) ? 'json' : 'jsonl';
  } catch {
    try {
      JSON.parse(start.split('\n', 1)[0]!);
      return 'jsonl';
    } catch {
      return 'json';
    }
  }
}

async function readStdin(stdin: ImportInputRequest['stdin']): Promise<string> {
  if (stdin.isTTY)
    throw new Error(
      '"-" reads the file from stdin, but stdin is a terminal: pipe the file in ' +
        '(node services/catalogue/dist/import.js - < catalogue.json), or name its path instead of "-".',
    );
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function readPath(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new Error(`Nothing imported: there is no file ${path}.`);
    if (code === 'EISDIR') throw new Error(`Nothing imported: ${path} is a folder; name the file to import.`);
    throw new Error(`Nothing imported: ${path} cannot be read (${(error as Error).message}).`);
  }
}

/**
 * What an import reads: a file's text, or with `-` everything piped into stdin (a Kubernetes Job,
 * `kubectl run -i ... < catalogue.json`: no volume needed), with its format: --format, else the
 * file's extension, else (stdin) sniffed from the text. Throws with a message for the operator.
 */
export async function readImportInput({ argument, format, cwd, stdin }: ImportInputRequest): Promise<ImportInput> {
  if (format !== undefined && !(importFormats as readonly string[]).includes(format))
    throw new Error(`--format must be ${formatNames}, not "${format}".`);
  const fromStdin = argument === '-';
  const name = fromStdin ? 'stdin' : resolve(cwd, argument);
  const text = fromStdin ? await readStdin(stdin) : await readPath(name);
  if (text.trim() === '')
    throw new Error(
      fromStdin
        ? 'Nothing imported: stdin was empty (pipe the file in: ... - < catalogue.json).'
        : `Nothing imported: ${name} is empty.`,
    );
  if (format !== undefined) return { name, text, format: format as ImportFormat, formatFrom: 'flag' };
  if (!fromStdin) return { name, text, format: formatOfName(name), formatFrom: 'extension' };
  return { name, text, format: sniffFormat(text), formatFrom: 'content' };
}
