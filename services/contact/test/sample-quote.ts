/** A Finnish company's quote request as the contact form sends it. */
export const sampleQuote = {
  company: 'Rakennus Oy',
  vatid: '1234567-8',
  name: 'Anna Virtanen',
  phone: '+358 40 123 4567',
  email: 'anna@rakennus-oy.fi',
  message: 'Tarjous 120 m aitaelementtejä Espooseen',
};
