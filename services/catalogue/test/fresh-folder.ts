import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A new empty folder for each test of the calling `describe`, removed after it; `path()` is the
 * current test's folder.
 */
export function freshFolderEachTest(prefix: string): { path: () => string } {
  let folder = '';
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), prefix));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));
  return { path: () => folder };
}
