import { contactConfigFromEnv } from '../src/config';

describe('the contact configuration', () => {
  it('keeps sign-ups beside the messages and mails the sales inbox by default', () => {
    expect(contactConfigFromEnv({})).toStrictEqual({
      mongodbUri: undefined,
      marketingFormUrl: undefined,
      inbox: ['myynti@nordbau.example'],
      staffLocale: 'de',
      mail: { smtpUrl: undefined, from: 'Nordbau <shop@nordbau.example>' },
    });
  });

  it('reads the database, the inboxes, the staff language and the marketing endpoint from their variables', () => {
    expect(
      contactConfigFromEnv({
        MONGODB_URI: 'mongodb://mongo:27017/shop_contact?replicaSet=rs0',
        CONTACT_INBOX: 'sales@nordbau.example, office@nordbau.example',
        CONTACT_STAFF_LOCALE: 'fi',
        MARKETING_FORM_URL: 'https://forms.example/submit',
      }),
    ).toMatchObject({
      mongodbUri: 'mongodb://mongo:27017/shop_contact?replicaSet=rs0',
      inbox: ['sales@nordbau.example', 'office@nordbau.example'],
      staffLocale: 'fi',
      marketingFormUrl: 'https://forms.example/submit',
    });
  });

  it('refuses an inbox that is no address and a form endpoint that is no http(s) address, both at once', () => {
    expect(() => contactConfigFromEnv({ CONTACT_INBOX: 'sales', MARKETING_FORM_URL: 'forms.example' })).toThrow(
      /MARKETING_FORM_URL: must be .* \(got "forms.example"\)\n {2}CONTACT_INBOX: must list e-mail addresses/,
    );
  });

  it('counts the forms in MONGODB_URI when set (shared by the replicas), in memory otherwise', () => {
    expect(contactConfigFromEnv({}).mongodbUri).toBeUndefined();
    expect(contactConfigFromEnv({ MONGODB_URI: 'mongodb://mongo:27017/shop_contact' }).mongodbUri).toBe(
      'mongodb://mongo:27017/shop_contact',
    );
  });
});
