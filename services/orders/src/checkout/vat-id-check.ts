import type { CompanyMembership, VatCheck } from '@shop/contracts';
import type { CompanyRegister } from '../shared/company-register';
import type { PricingConfig } from '../shared/pricing/pricing-config';
import { reverseChargeCandidate } from '../shared/pricing/vat';

/** How long a register lookup may hold the cart's lock; after it the id counts as not confirmed yet. */
const lookupTimeoutMs = 5_000;

const compact = (text: string) => text.toUpperCase().replace(/[\s.-]/g, '');

type RegisterAnswer = Pick<VatCheck, 'status' | 'registered'>;

/** The company account of the buyer asking, as reverse charge needs it: none for a guest or a private buyer. */
const accountOf = (company: CompanyMembership | null | undefined): Pick<VatCheck, 'account'> =>
  company ? { account: company.verified ? 'verified' : 'unverified' } : {};

/**
 * Asks the business register whether a form's VAT id belongs to a company of its country, and
 * under which name, so that reverse charge (0 % VAT) rests on the register's word, never on what
 * the buyer typed (docs/pricing-and-vat.md, docs/security.md "Reverse charge"). Only an id that
 * could earn reverse charge is asked about, once per id: the answer is kept on the order and reused
 * until the id or country changes. A register that cannot be reached, or is not configured,
 * confirms nothing; the id is asked about again at completion. The asking buyer's company account
 * is noted each time: its verification may have changed since.
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
    company?: CompanyMembership | null,
  ): Promise<VatCheck | undefined> {
    const candidate = reverseChargeCandidate(form, this.config);
    // The register's word about an id stays true while the form cannot use it (shipping elsewhere for now).
    if (!candidate) return previous;
    const same = previous?.vat_id === candidate.normalized && previous.country === candidate.country;
    // A confirmation stored before the register's name was kept is asked again: the name must be compared.
    const usable =
      same && previous.status !== 'unavailable' && (previous.status !== 'confirmed' || previous.registered);
    const account = accountOf(company);
    if (usable && previous.account === account.account) return previous;
    const { account: _previousAccount, ...register } = usable
      ? previous
      : {
          vat_id: candidate.normalized,
          country: candidate.country,
          ...(await this.ask(candidate.normalized)),
          checked_at: this.now().toISOString(),
        };
    return { ...register, ...account };
  }

  private async ask(vatId: string): Promise<RegisterAnswer> {
    if (!this.register) return { status: 'unavailable' };
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), lookupTimeoutMs);
      });
      const company = await Promise.race([this.register.byVatId(vatId), timeout]);
      if (company === 'timeout') return { status: 'unavailable' };
      if (company === null || compact(company.vatId) !== vatId) return { status: 'unknown' };
      return { status: 'confirmed', registered: { name: company.name, country: company.country } };
    } catch {
      return { status: 'unavailable' };
    } finally {
      clearTimeout(timer);
    }
  }
}
