import { readFile } from 'node:fs/promises';

/** The file's bytes, or undefined when there is no such file (any other failure is thrown). */
export async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
