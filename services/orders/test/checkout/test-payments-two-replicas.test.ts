import { callPathOf } from '@shop/contracts';
import { InProcessEventBus } from '@shop/service-kit';
import { TestBrowser } from '../browser';
import { finnishCompanyForm } from '../checkout-fixture';
import { twoReplicas } from '../replicas';

// The service alone, without the gateway that strips /api from the page's public address.
const behindGateway = (publicUrl: string) => callPathOf(publicUrl) ?? publicUrl;

describe('test-mode card payments with two orders replicas', () => {
  it('takes the answer on the payment page at replica B for a payment replica A started', async () => {
    const bus = new InProcessEventBus();
    const { a, onB: sameBuyerOnB, close } = await twoReplicas(async () => bus);
    const onA = new TestBrowser(a);
    const cart = (
      await onA.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { variantId: 102, amount: 4, isProduction: true },
      })
    ).json();
    await onA.inject({ method: 'PATCH', url: `/orders/set-form/${cart.uuid}`, payload: finnishCompanyForm });
    await onA.inject({ method: 'PATCH', url: `/orders/set-payment-method/${cart.uuid}/card` });
    const completed = (
      await onA.inject({ method: 'POST', url: '/orders/complete', payload: { uuid: cart.uuid } })
    ).json();
    const pageUrl = behindGateway(completed.payment_url);

    const onB = sameBuyerOnB(onA);
    const page = await onB.inject({ method: 'GET', url: pageUrl, headers: { 'x-locale': 'en' } });
    expect([page.statusCode, page.body]).toEqual([200, expect.stringContaining(`Order ${completed.order_number}`)]);
    const back = await onB.inject({
      method: 'POST',
      url: `${pageUrl}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect([back.statusCode, back.headers.location]).toEqual([303, `/cart/${cart.uuid}?payment=return`]);

    // Back at replica A: the payment replica B recorded is there.
    const confirmed = await onA.inject({ method: 'GET', url: `/orders/confirmed-by-id/${cart.uuid}?markPaid=true` });
    expect(confirmed.json()).toMatchObject({ order_status: 'paid', payment: { status: 'paid' } });
    await close();
  });

  it('shows no page for a payment that is not an attempt of that order', async () => {
    const bus = new InProcessEventBus();
    const { a, close } = await twoReplicas(async () => bus);
    const onA = new TestBrowser(a);
    const cart = (
      await onA.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { variantId: 102, amount: 1, isProduction: true },
      })
    ).json();
    const unknown = await onA.inject({
      method: 'GET',
      url: `/orders/test-payment/${cart.uuid}/5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11`,
    });
    expect(unknown.statusCode).toBe(404);
    await close();
  });
});
