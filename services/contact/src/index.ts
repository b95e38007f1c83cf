export { contactService, type ContactServiceOptions } from './app';
export { contactOptionsFromEnv } from './from-env';
export type { MessageStore, StoredMessage, ContactKind } from './ports/message-store';
export type { MarketingForms } from './ports/marketing-forms';
export { SqliteMessageStore } from './adapters/sqlite-message-store';
export { SqliteMarketingForms } from './adapters/sqlite-marketing-forms';
export { HttpMarketingForms } from './adapters/http-marketing-forms';
