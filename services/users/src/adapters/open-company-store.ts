import { join } from 'node:path';
import type { MigrationLogger } from '@shop/service-kit';
import type { CompanyStore } from '../ports/company-store';
import { SqliteCompanyStore } from './sqlite-company-store';

/**
 * MONGODB_URI's database when given (beside the accounts); otherwise DATA_DIR/companies.sqlite.
 * The MongoDB store is imported only when chosen: the embedded shop never loads mongoose.
 */
export async function openCompanyStore(
  mongodbUri: string | undefined,
  dataDir: string,
  logger?: MigrationLogger,
): Promise<CompanyStore> {
  if (!mongodbUri) return new SqliteCompanyStore(join(dataDir, 'companies.sqlite'), { logger });
  const { MongoCompanyStore } = await import('./mongo-company-store');
  return new MongoCompanyStore(mongodbUri).ready();
}
