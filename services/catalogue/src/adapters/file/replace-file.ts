import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Replaces a file in one step (written beside it, then renamed over it): a reader sees the old
 * contents or the new, never part of them, and a crash leaves the old file (or none).
 */
export async function replaceFile(file: string, contents: string | Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const scratch = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(scratch, contents);
    await rename(scratch, file);
  } finally {
    await rm(scratch, { force: true });
  }
}
