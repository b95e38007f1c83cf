import { defaultCompanyBilling, type User } from '@shop/contracts';
import { invoiceNetDaysOf } from '../src/features/checkout/invoice-terms';
import { accountUser } from './helpers/account';

const member = (verified: boolean, net_days: 14 | 30 | 60): User => ({
  ...accountUser,
  company_account: {
    company_id: 'c-1',
    name: 'Rakennus Oy',
    vatid: 'FI12345678',
    verified,
    role: 'buyer',
    order_limit: null,
    billing: { ...defaultCompanyBilling, payment_terms: { net_days, early_payment: null } },
  },
});

describe('the net days the checkout names for payment by invoice', () => {
  it("are a verified company's own terms", () => {
    expect(invoiceNetDaysOf(member(true, 14))).toBe(14);
    expect(invoiceNetDaysOf(member(true, 60))).toBe(60);
  });

  it("are the shop's 30 days for a guest, a private buyer and an unverified company", () => {
    expect(invoiceNetDaysOf(undefined)).toBe(30);
    expect(invoiceNetDaysOf(accountUser)).toBe(30);
    expect(invoiceNetDaysOf(member(false, 14))).toBe(30);
  });
});
