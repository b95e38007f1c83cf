import type { MarketingFormSubmission } from '@shop/contracts';
import { buildContact } from './helper';

describe('POST /newsletter/subscribe', () => {
  it('stores the subscription with the embedded provider, once per e-mail', async () => {
    const { app, embeddedForms } = await buildContact();
    for (const email of ['Jussi@Rakennus.fi', 'jussi@rakennus.fi']) {
      const res = await app.inject({
        method: 'POST',
        url: '/newsletter/subscribe',
        payload: { email, pageUri: 'https://shop/fi/blog', pageName: 'Blogi' },
      });
      expect([res.statusCode, res.json()]).toEqual([200, { message: 'OK' }]);
    }
    expect(await embeddedForms.subscribers()).toEqual(['jussi@rakennus.fi']);
    await app.close();
  });

  it('hands the provider the marketing-form shape', async () => {
    const received: MarketingFormSubmission[] = [];
    const { app } = await buildContact({ forms: { kind: 'test', submit: async (s) => void received.push(s) } });
    await app.inject({
      method: 'POST',
      url: '/newsletter/subscribe',
      payload: { email: 'a@b.fi', pageUri: '/fi', pageName: 'Etusivu' },
    });
    expect(received).toEqual([
      {
        fields: [{ objectTypeId: '0-1', name: 'email', value: 'a@b.fi' }],
        context: { pageUri: '/fi', pageName: 'Etusivu' },
      },
    ]);
    await app.close();
  });

  it('answers 500 without internals when the provider fails, and 400 for a bad e-mail', async () => {
    const { app } = await buildContact({
      forms: {
        kind: 'test',
        submit: async () => {
          throw new Error('provider down: secret');
        },
      },
    });
    const failed = await app.inject({
      method: 'POST',
      url: '/newsletter/subscribe',
      payload: { email: 'a@b.fi', pageUri: '/' },
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain('secret');
    const bad = await app.inject({
      method: 'POST',
      url: '/newsletter/subscribe',
      payload: { email: 'x', pageUri: '/' },
    });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });
});
