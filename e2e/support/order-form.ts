/** A Finnish company's order form as the checkout sends it, for journeys and benches that order by API. */
export const companyOrderForm = (email = 'anna.virtanen@rakennus-oy.fi') => ({
  vat: '1234567-8',
  company: 'Rakennus Oy',
  name: 'Anna Virtanen',
  phone: '+358401234567',
  email,
  additionalEmails: [] as string[],
  streetAddress: 'Teollisuuskatu 5',
  postCode: '00510',
  city: 'Helsinki',
  country: 'FI',
  type: 'company' as const,
});
