import { join } from 'node:path';
import type { MigrationLogger } from '@shop/service-kit';
import type { PunchoutStore } from '../ports/punchout-store';
import { SqlitePunchoutStore } from './sqlite-punchout-store';

/** MONGODB_URI's database when given (beside the accounts); otherwise DATA_DIR/punchout.sqlite. */
export async function openPunchoutStore(
  mongodbUri: string | undefined,
  dataDir: string,
  logger?: MigrationLogger,
): Promise<PunchoutStore> {
  if (!mongodbUri) return new SqlitePunchoutStore(join(dataDir, 'punchout.sqlite'), { logger });
  const { MongoPunchoutStore } = await import('./mongo-punchout-store');
  return new MongoPunchoutStore(mongodbUri).ready();
}
