import type { Locale } from '@shop/contracts';
import type { Readiness } from '@shop/service-kit';

/** What the buyer or supplier wrote, as kept for the sales team. */
export type ContactKind = 'contact' | 'supplier';

export interface StoredMessage {
  id: number;
  kind: ContactKind;
  locale: Locale;
  receivedAt: string;
  fields: Record<string, string>;
}

/** The contact service's storage port: messages of both forms, and newsletter subscriptions. */
export interface MessageStore {
  readonly kind: string;
  saveMessage(
    kind: ContactKind,
    locale: Locale,
    fields: Record<string, string>,
    receivedAt: Date,
  ): Promise<StoredMessage>;
  listMessages(kind: ContactKind): Promise<StoredMessage[]>;
  /** Whether the store answers now (GET /health/contact/ready). */
  readiness(): Promise<Readiness>;
  close(): Promise<void>;
}
