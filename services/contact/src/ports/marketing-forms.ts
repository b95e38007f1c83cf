import type { MarketingFormSubmission } from '@shop/contracts';

/**
 * The marketing-form provider (SPEC 7 newsletter): takes a form submission and answers OK or
 * fails. Production posts to the provider's form endpoint; without one the shop keeps the
 * subscriptions itself (KeptSubscriptions).
 */
export interface MarketingForms {
  readonly kind: string;
  submit(submission: MarketingFormSubmission): Promise<void>;
}

/**
 * The provider of a shop without a marketing account: one subscription per e-mail (lower-cased;
 * subscribing again updates the page), kept for a later import.
 */
export interface KeptSubscriptions extends MarketingForms {
  /** The subscribed e-mails in alphabetical order (tests and exports). */
  subscribers(): Promise<string[]>;
  close(): Promise<void>;
}
