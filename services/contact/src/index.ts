export { contactService, type ContactServiceOptions } from './app';
export { contactConfigFromEnv, type ContactConfig } from './config';
export { createContact, type ContactDeps } from './create-contact';
export type { MessageStore, StoredMessage, ContactKind } from './ports/message-store';
export type { KeptSubscriptions, MarketingForms } from './ports/marketing-forms';
export { SqliteMessageStore } from './adapters/sqlite-message-store';
export { SqliteMarketingForms } from './adapters/sqlite-marketing-forms';
export { HttpMarketingForms } from './adapters/http-marketing-forms';
