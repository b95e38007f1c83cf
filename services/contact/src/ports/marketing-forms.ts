import type { MarketingFormSubmission } from '@shop/contracts';

/**
 * The marketing-form provider (SPEC 7 newsletter): takes a form submission and answers OK or
 * fails. Production posts to the provider's form endpoint; embedded keeps the subscriptions.
 */
export interface MarketingForms {
  readonly kind: string;
  submit(submission: MarketingFormSubmission): Promise<void>;
}
