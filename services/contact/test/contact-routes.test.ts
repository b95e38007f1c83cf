import { ErrorResponseSchema, FormSentResponseSchema } from '@shop/contracts';
import { buildContact } from './helper';

const quote = {
  company: 'Rakennus Oy',
  vatid: '1234567-8',
  name: 'Anna Virtanen',
  phone: '+358 40 123 4567',
  email: 'anna@rakennus-oy.fi',
  message: 'Tarjous 120 m aitaelementtejä Espooseen',
};

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
