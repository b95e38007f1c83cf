import { accountUser } from './helpers/account';
import { billingFromUser } from '../src/features/checkout/fill-from-account';

describe('billingFromUser', () => {
  it("gives the form's country from a code or from a name typed before the profile had the list", () => {
    expect(billingFromUser(accountUser).country).toBe('FI');
    expect(billingFromUser({ ...accountUser, billingCountry: 'Suomi' }).country).toBe('FI');
    expect(billingFromUser({ ...accountUser, billingCountry: 'Deutschland' }).country).toBe('DE');
  });

  it("leaves the form's country alone when the account names none the shop delivers to", () => {
    expect(billingFromUser({ ...accountUser, billingCountry: 'Atlantis' })).not.toHaveProperty('country');
    expect(billingFromUser({ ...accountUser, billingCountry: '' })).not.toHaveProperty('country');
  });
});
