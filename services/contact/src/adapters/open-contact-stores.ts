import { join } from 'node:path';
import type { MigrationLogger } from '@shop/service-kit';
import type { ContactConfig } from '../config';
import type { MarketingForms } from '../ports/marketing-forms';
import type { MessageStore } from '../ports/message-store';
import { HttpMarketingForms } from './http-marketing-forms';
import { SqliteMarketingForms } from './sqlite-marketing-forms';
import { SqliteMessageStore } from './sqlite-message-store';

export interface ContactStores {
  store: MessageStore;
  forms: MarketingForms;
  /** Closes what was opened here (the marketing provider's endpoint holds nothing open). */
  close(): Promise<void>;
}

/**
 * The messages, and without MARKETING_FORM_URL the subscriptions, in MONGODB_URI's database when
 * given; otherwise in DATA_DIR/contact.sqlite (`logger` hears the migrations applied). The MongoDB
 * adapters are imported only when chosen: the embedded shop never loads mongoose.
 */
export async function openContactStores(
  { mongodbUri, marketingFormUrl }: Pick<ContactConfig, 'mongodbUri' | 'marketingFormUrl'>,
  dataDir: string,
  logger?: MigrationLogger,
): Promise<ContactStores> {
  const http = marketingFormUrl ? new HttpMarketingForms(marketingFormUrl) : undefined;
  if (!mongodbUri) {
    const file = join(dataDir, 'contact.sqlite');
    const store = new SqliteMessageStore(file, { logger });
    if (http) return { store, forms: http, close: () => store.close() };
    const kept = new SqliteMarketingForms(file, { logger });
    return { store, forms: kept, close: () => closeAll(kept, store) };
  }
  const { MongoMessageStore } = await import('./mongo-message-store');
  const store = await new MongoMessageStore(mongodbUri).ready(logger);
  if (http) return { store, forms: http, close: () => store.close() };
  try {
    const { MongoMarketingForms } = await import('./mongo-marketing-forms');
    const kept = await new MongoMarketingForms(mongodbUri).ready(logger);
    return { store, forms: kept, close: () => closeAll(kept, store) };
  } catch (error) {
    await store.close();
    throw error;
  }
}

const closeAll = async (...opened: { close(): Promise<void> }[]) => {
  for (const each of opened) await each.close();
};
