import type { MarketingFormSubmission } from '@shop/contracts';
import type { MarketingForms } from '../ports/marketing-forms';

/** Production provider: the form endpoint of the marketing platform; any 2xx is success (SPEC 7). */
export class HttpMarketingForms implements MarketingForms {
  readonly kind = 'http';

  constructor(
    private readonly formUrl: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async submit(submission: MarketingFormSubmission): Promise<void> {
    const response = await fetch(this.formUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(submission),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`marketing form provider answered ${response.status}`);
  }
}
