import type { VatCheck } from '@shop/contracts';
import type { CompanyRegister } from '../../ports/company-register';
import type { PricingConfig } from '../pricing/pricing-config';
import { reverseChargeCandidate } from '../pricing/vat';

/** How long a register lookup may hold the cart's lock; after it the id counts as not confirmed yet. */
const lookupTimeoutMs = 5_000;

const compact = (text: string) => text.toUpperCase().replace(/[\s.-]/g, '');

/**
 * Asks the business register whether a form's VAT id belongs to a company of its country, so that
 * reverse charge (0 % VAT) rests on the register's word, never on what the buyer typed
 * (docs/pricing-and-vat.md). Only an id that could earn reverse charge is asked about, once per id:
 * the answer is kept on the order and reused until the id or country changes. A register that
 * cannot be reached, or is not configured, confirms nothing; the id is asked about again at
 * completion.
 */
export class VatIdVerifier {
  constructor(
    private readonly register: CompanyRegister | undefined,
    private readonly config: PricingConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async check(
    form: Record<string, unknown> | undefined,
    previous: VatCheck | undefined,
  ): Promise<VatCheck | undefined> {
    const candidate = reverseChargeCandidate(form, this.config);
    // The register's word about an id stays true while the form cannot use it (shipping elsewhere for now).
    if (!candidate) return previous;
    const same = previous?.vat_id === candidate.normalized && previous.country === candidate.country;
    if (same && previous.status !== 'unavailable') return previous;
    const status = await this.ask(candidate.normalized, candidate.country);
    return { vat_id: candidate.normalized, country: candidate.country, status, checked_at: this.now().toISOString() };
  }

  private async ask(vatId: string, country: string): Promise<VatCheck['status']> {
    if (!this.register) return 'unavailable';
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), lookupTimeoutMs);
      });
      const company = await Promise.race([this.register.byVatId(vatId), timeout]);
      if (company === 'timeout') return 'unavailable';
      return company !== null && company.country === country && compact(company.vatId) === vatId
        ? 'confirmed'
        : 'unknown';
    } catch {
      return 'unavailable';
    } finally {
      clearTimeout(timer);
    }
  }
}
