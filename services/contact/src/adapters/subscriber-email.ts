import type { MarketingFormSubmission } from '@shop/contracts';

/** The e-mail a submission subscribes, as subscriptions are keyed: trimmed and lower-cased. */
export function subscriberEmail({ fields }: MarketingFormSubmission): string {
  const email = fields
    .find((field) => field.name === 'email')
    ?.value.trim()
    .toLowerCase();
  if (!email) throw new Error('submission without an email field');
  return email;
}
