import { OrderSchema } from '@shop/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { offerMail } from '../../src/documents/send-offer';
import { cartReadyToComplete } from '../checkout-fixture';

jest.setTimeout(60_000);

describe('order documents', () => {
  it('shows a completed order for the confirmation page, and nothing for a cart not yet sent', async () => {
    const { app, cart, complete } = await cartReadyToComplete();
    const before = await app.inject({ method: 'GET', url: `/orders/processed-by-id/${cart.uuid}` });
    expect([before.statusCode, before.json().code]).toEqual([404, 'NOT_COMPLETED']);
    await complete();
    const after = await app.inject({ method: 'GET', url: `/orders/processed-by-id/${cart.uuid}` });
    expect(OrderSchema.parse(after.json())).toMatchObject({ order_number: 'NB-100001', order_status: 'confirmed' });
    await app.close();
  });

  it('serves the confirmation as a PDF named by the order number', async () => {
    const { app, cart, complete } = await cartReadyToComplete();
    await complete();
    const res = await app.inject({ method: 'GET', url: `/orders/confirmation-pdf/${cart.uuid}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('NB-100001.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await app.close();
  });

  it('sends the basket as an offer: 202, then one e-mail with the PDF and the sender’s comment', async () => {
    const { app, cart, bus, dir } = await cartReadyToComplete({ subscribers: [offerMail] });
    const outbox = join(dir, 'outbox');
    const res = await app.inject({
      method: 'PATCH',
      url: '/orders/send-offer',
      headers: { 'x-locale': 'de' },
      payload: { uuid: cart.uuid, email: 'einkauf@bau-gmbh.de', comments: 'Bitte bis Freitag bestätigen.' },
    });
    expect([res.statusCode, res.json().message]).toEqual([202, 'Das Angebot ist unterwegs.']);
    await bus.drain();
    const mails = readdirSync(outbox);
    expect(mails).toHaveLength(1);
    const mail = readFileSync(join(outbox, mails[0]!), 'utf8');
    expect(mail).toMatch(/^To: einkauf@bau-gmbh\.de$/m);
    expect(mail).toContain('Bitte bis Freitag best');
    expect(mail).toContain('Content-Type: application/pdf');
    const offer = await app.inject({ method: 'GET', url: `/orders/offer-pdf/${cart.uuid}` });
    expect(offer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await app.close();
  });

  it('refuses to send an offer of an unknown basket, and a malformed address', async () => {
    const { app } = await cartReadyToComplete();
    const unknown = await app.inject({
      method: 'PATCH',
      url: '/orders/send-offer',
      payload: { uuid: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', email: 'a@b.fi', comments: '' },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'PATCH',
      url: '/orders/send-offer',
      payload: { uuid: '5b8d2f5e-0f0a-4a57-9a55-8c4a1f2a9d11', email: 'nope' },
    });
    expect([bad.statusCode, bad.json().issues[0].field]).toEqual([400, 'email']);
    await app.close();
  });
});
