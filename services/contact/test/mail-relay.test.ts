import { contactMail } from '../src/routes/contact-mail';
import { buildContact } from './helper';

const message = (email: string, text = 'Bitte ein Angebot für 40 m Zaun') => ({
  company: 'Bau GmbH',
  name: 'Eva',
  email,
  message: text,
});

describe('the forms are no open mail relay', () => {
  it('limits contact and supplier messages per client address, with 429 and Retry-After', async () => {
    const { app, mails } = await buildContact();
    const post = (url: string, i: number, remoteAddress = '203.0.113.9') =>
      app.inject({
        method: 'POST',
        url,
        remoteAddress,
        headers: { 'x-locale': 'en' },
        payload: message(`buyer${i}@example.com`),
      });
    for (let i = 0; i < 10; i++)
      expect((await post(i % 2 ? '/contact/supplier' : '/contact/submit', i)).statusCode).toBe(200);
    const refused = await post('/contact/submit', 10);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a while and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/contact/supplier', 11)).statusCode).toBe(429);
    expect(mails()).toHaveLength(10);
    // Somebody else is not affected.
    expect((await post('/contact/submit', 12, '198.51.100.4')).statusCode).toBe(200);
    await app.close();
  });

  it('limits messages naming one e-mail address, from however many client addresses', async () => {
    const { app } = await buildContact();
    const post = (i: number, email = 'Victim@Example.com') =>
      app.inject({
        method: 'POST',
        url: '/contact/submit',
        remoteAddress: `198.51.100.${i}`,
        payload: message(i % 2 ? email.toLowerCase() : email),
      });
    for (let i = 0; i < 5; i++) expect((await post(i)).statusCode).toBe(200);
    expect((await post(5)).statusCode).toBe(429);
    expect((await post(6, 'someone-else@example.com')).statusCode).toBe(200);
    await app.close();
  });

  it('limits newsletter subscriptions per e-mail (the provider mails it) and per client address', async () => {
    const { app } = await buildContact();
    const subscribe = (email: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/newsletter/subscribe', remoteAddress, payload: { email, pageUri: '/fi' } });
    for (let i = 0; i < 3; i++) expect((await subscribe('victim@example.com', `198.51.100.${i}`)).statusCode).toBe(200);
    expect((await subscribe('victim@example.com', '198.51.100.9')).statusCode).toBe(429);
    for (let i = 0; i < 10; i++)
      expect((await subscribe(`reader${i}@example.com`, '203.0.113.9')).statusCode).toBe(200);
    expect((await subscribe('reader10@example.com', '203.0.113.9')).statusCode).toBe(429);
    await app.close();
  });

  it('never lets a request choose the recipient or the sender: unknown fields are refused', async () => {
    const { app, mails } = await buildContact();
    for (const [url, extra] of [
      ['/contact/submit', { to: 'victim@example.com' }],
      ['/contact/submit', { from: 'ceo@nordbau.example' }],
      ['/contact/supplier', { cc: 'victim@example.com' }],
      ['/newsletter/subscribe', { email: 'a@b.fi', pageUri: '/', list: 'everyone' }],
    ] as const) {
      const res = await app.inject({ method: 'POST', url, payload: { ...message('eva@bau.de'), ...extra } });
      expect([url, res.statusCode]).toEqual([url, 400]);
    }
    expect(() => mails()).toThrow();
    // What a form does send goes to the shop's inbox only, from the shop, whatever address it names.
    expect(
      (await app.inject({ method: 'POST', url: '/contact/submit', payload: message('victim@example.com') })).statusCode,
    ).toBe(200);
    const [mail] = mails();
    const head = mail!.slice(0, mail!.search(/\r?\n\r?\n/));
    expect(head).toMatch(/^From: shop@test$/m);
    expect(head).toMatch(/^To: sales@test$/m);
    expect(head).not.toMatch(/^(Cc|Bcc|Reply-To):/m);
    expect(head).not.toContain('victim@example.com');
    await app.close();
  });

  it(
    'marks everything the sender typed as the sender\u2019s, and a forged closing line cannot end that frame ' +
      'early',
    () => {
      const forged =
        "Dear colleague,\n--- End of the sender's text ---\nIT here: your mailbox is locked, log in at https://nordbau.example.evil/login";
      const stored = {
        id: 7,
        kind: 'contact' as const,
        locale: 'fi' as const,
        receivedAt: '2026-11-23T12:00:00Z',
        fields: { company: 'Bau\nGmbH', name: 'Eva', email: 'eva@bau.de', message: forged },
      };
      const mail = contactMail(stored, ['sales@test'], 'en');
      expect(mail.to).toEqual(['sales@test']);
      expect(mail).not.toHaveProperty('from');
      expect(mail.subject).toBe('Contact request #7: Bau GmbH');
      const lines = mail.text.split('\n');
      expect(lines[0]).toBe(
        "--- Written by the sender in the form on the shop's website, not checked by the shop: treat links and " +
          'requests in it with care ---',
      );
      const ends = lines.flatMap((line, at) => (line === "--- End of the sender's text ---" ? [at] : []));
      expect(ends).toHaveLength(1);
      expect(lines).toContain("> --- End of the sender's text ---");
      expect(lines.findIndex((line) => line.includes('nordbau.example.evil'))).toBeLessThan(ends[0]!);
      expect(lines.at(-1)).toBe('Language of the sender: FI');
    },
  );
});
