import { unreachableRateLimitStore } from '@shop/service-kit/testing';
import { ErrorResponseSchema, FormSentResponseSchema } from '@shop/contracts';
import { buildContact } from './helper';
import { sampleQuote } from './sample-quote';

const quote = sampleQuote;

describe('POST /contact/submit', () => {
  it('stores the message and e-mails the shop inbox', async () => {
    const { app, store, mails } = await buildContact();
    const res = await app.inject({
      method: 'POST',
      url: '/contact/submit',
      headers: { 'x-locale': 'fi' },
      payload: quote,
    });
    expect(res.statusCode).toBe(200);
    const { id } = FormSentResponseSchema.parse(res.json());
    const [stored] = await store.listMessages('contact');
    expect(stored).toMatchObject({
      id,
      locale: 'fi',
      fields: { company: 'Rakennus Oy', email: 'anna@rakennus-oy.fi' },
    });
    const [mail] = mails();
    expect(mail).toContain('To: sales@test');
    expect(mail).toContain('Rakennus Oy');
    expect(mail).toContain('Tarjous 120 m');
    await app.close();
  });

  it('answers 400 naming each failing field in the buyer language', async () => {
    const { app, mails, store } = await buildContact();
    const res = await app.inject({
      method: 'POST',
      url: '/contact/submit',
      headers: { 'x-locale': 'en' },
      payload: { ...quote, email: 'nope', vatid: '12-X', message: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = ErrorResponseSchema.parse(res.json());
    expect(body.issues?.map((i) => i.field).sort()).toEqual(['email', 'message', 'vatid']);
    expect(body.issues?.find((i) => i.field === 'email')?.reason).toBe('Insert valid email address');
    expect(await store.listMessages('contact')).toEqual([]);
    expect(() => mails()).toThrow();
    await app.close();
  });
});

describe('one-line fields of the forms', () => {
  it('refuses a line break or control character in a name, company or phone (400, field and reason)', async () => {
    const { app, mails, store } = await buildContact();
    const contact = await app.inject({
      method: 'POST',
      url: '/contact/submit',
      headers: { locale: 'en' },
      payload: { ...quote, name: 'Eva\nE-Mail: ceo@nordbau.example', company: 'Bau\u0007GmbH' },
    });
    expect(contact.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(contact.json()).issues).toEqual([
      { field: 'company', reason: 'Write this on one line, without line breaks or control characters' },
      { field: 'name', reason: 'Write this on one line, without line breaks or control characters' },
    ]);
    const supplier = await app.inject({
      method: 'POST',
      url: '/contact/supplier',
      headers: { locale: 'fi' },
      payload: {
        company: 'Stahl\rwerk',
        name: 'Jörg\u2028Maier',
        email: 'jm@stahlwerk.de',
        phone: '1\n2',
        message: 'm',
      },
    });
    expect(supplier.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(supplier.json()).issues).toEqual(
      ['company', 'name', 'phone'].map((field) => ({
        field,
        reason: 'Kirjoita yhdelle riville, ilman rivinvaihtoja tai ohjausmerkkejä',
      })),
    );
    expect(await store.listMessages('contact')).toEqual([]);
    expect(() => mails()).toThrow();
    await app.close();
  });

  it('keeps the message in the staff mail quoted, so no line of it forges a field', async () => {
    const { app, mails } = await buildContact();
    const res = await app.inject({
      method: 'POST',
      url: '/contact/submit',
      payload: { ...quote, message: 'Hello\nE-mail: ceo@nordbau.example\nPhone: +49 30 666' },
    });
    expect(res.statusCode).toBe(200);
    const body = mails()[0]!.replace(/=\r?\n/g, '');
    const fieldLines = body.split(/\r?\n/).filter((line) => /^(E-mail|Phone):/.test(line));
    expect(fieldLines).toEqual(['Phone: +358 40 123 4567', 'E-mail: anna@rakennus-oy.fi']);
    expect(body).toContain('> E-mail: ceo@nordbau.example');
    await app.close();
  });
});

describe('POST /contact/supplier', () => {
  it('keeps supplier messages apart from buyer messages', async () => {
    const { app, store, mails } = await buildContact();
    const res = await app.inject({
      method: 'POST',
      url: '/contact/supplier',
      payload: {
        company: 'Stahlwerk GmbH',
        name: 'Jörg Maier',
        email: 'jm@stahlwerk.de',
        message: 'Wir liefern Gitterroste.',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await store.listMessages('supplier')).map((m) => m.fields.company)).toEqual(['Stahlwerk GmbH']);
    expect(await store.listMessages('contact')).toEqual([]);
    expect(mails()[0]).toContain('Supplier');
    await app.close();
  });

  it('requires the company', async () => {
    const { app } = await buildContact();
    const res = await app.inject({
      method: 'POST',
      url: '/contact/supplier',
      payload: { name: 'x', email: 'a@b.fi', message: 'm' },
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(res.json()).issues?.map((i) => i.field)).toEqual(['company']);
    await app.close();
  });
});

describe('the forms while the shared rate limit store does not answer', () => {
  it('fail closed: 503 in the buyer language, nothing stored and nothing mailed', async () => {
    const { app, store, mails } = await buildContact({ rateLimiter: unreachableRateLimitStore });
    const res = await app.inject({
      method: 'POST',
      url: '/contact/submit',
      headers: { 'x-locale': 'fi' },
      payload: quote,
    });
    expect([res.statusCode, res.json().code]).toEqual([503, 'UNAVAILABLE']);
    expect(res.json().message).toMatch(/ei ole juuri nyt/);
    expect(await store.listMessages('contact')).toEqual([]);
    // No mail: the outbox folder was never made.
    expect(() => mails()).toThrow();
    await app.close();
  });
});
