import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The key the suppliers' links are signed with, the same on every replica and across restarts (a
 * link lives 30 days): SUPPLIER_LINK_SECRET; else one derived from the session secret every
 * service already shares (its own domain of use, so neither can stand in for the other; rotating
 * SESSION_SECRET then ends the open links too); else, a single embedded process, a random one
 * kept in DATA_DIR/orders/supplier-link.secret.
 */
export async function supplierLinkSecret(
  configured: string | undefined,
  sessionSecret: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  if (sessionSecret) return createHmac('sha256', sessionSecret).update('supplier-order-links').digest('base64url');
  const file = join(dataDir, 'orders', 'supplier-link.secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(join(dataDir, 'orders'), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another start made it first: theirs is the one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
}
