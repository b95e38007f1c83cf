import type { TestBrowser } from './browser';
import { buildOrders } from './helper';

export const finnishCompanyForm = {
  vat: '1234567-8',
  company: 'Rakennus Oy',
  name: 'Anna Virtanen',
  phone: '+358401234567',
  email: 'anna.virtanen@rakennus-oy.fi',
  additionalEmails: ['ostot@rakennus-oy.fi'],
  streetAddress: 'Teollisuuskatu 5',
  postCode: '00510',
  city: 'Helsinki',
  country: 'FI',
  type: 'company',
};

/** An orders service with one cart holding 4 × variant 102, its form filled and invoice chosen. */
export async function cartReadyToComplete(options: Parameters<typeof buildOrders>[0] = {}) {
  const ctx = await buildOrders(options);
  ctx.catalogue.put(102, {
    sale_price: 2_450,
    code: 'DSM-656-1830',
    title: 'Doppelstabmattenzaun 6/5/6, 1830 mm, RAL 6005',
  });
  const cart = (
    await ctx.app.inject({
      method: 'POST',
      url: '/orders/add',
      payload: { variantId: 102, amount: 4, isProduction: true },
    })
  ).json();
  await ctx.app.inject({ method: 'PATCH', url: `/orders/set-form/${cart.uuid}`, payload: finnishCompanyForm });
  await ctx.app.inject({ method: 'PATCH', url: `/orders/set-payment-method/${cart.uuid}/invoice` });
  const complete = (locale = 'fi') =>
    ctx.app.inject({
      method: 'POST',
      url: '/orders/complete',
      headers: { 'x-locale': locale },
      payload: { uuid: cart.uuid },
    });
  return { ...ctx, cart, complete };
}

/**
 * A cart of `amount` × variant 102 with the company form (changed by `form`) and `method` chosen,
 * and `complete` that sends it in a language, with more of the completion's body.
 */
export async function cartToComplete(
  browser: TestBrowser,
  { form = {}, method = 'invoice', amount = 4 }: { form?: object; method?: string; amount?: number } = {},
) {
  const add = await browser.inject({
    method: 'POST',
    url: '/orders/add',
    payload: { variantId: 102, amount, isProduction: true },
  });
  const { uuid } = add.json<{ uuid: string }>();
  const set = await browser.inject({
    method: 'PATCH',
    url: `/orders/set-form/${uuid}`,
    payload: { ...finnishCompanyForm, ...form },
  });
  if (set.statusCode !== 200) throw new Error(`set-form answered ${set.statusCode}: ${set.body}`);
  await browser.inject({ method: 'PATCH', url: `/orders/set-payment-method/${uuid}/${method}` });
  const complete = (locale = 'de', more: object = {}) =>
    browser.inject({
      method: 'POST',
      url: '/orders/complete',
      headers: { 'x-locale': locale },
      payload: { uuid, ...more },
    });
  return { uuid, complete };
}
