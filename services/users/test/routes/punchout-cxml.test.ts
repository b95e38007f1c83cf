import { UserSchema } from '@shop/contracts';
import { cxmlAttribute, cxmlText, parseCxml } from '@shop/service-kit/cxml';
import { setupRequestXml } from '../../../../packages/service-kit/test/cxml-buyer';
import { cxmlBuyer, cxmlMember, cxmlSharedSecret } from '../punchout-flows';
import { buildUsers, setCookieLine, setCookieValue, withSession, type UsersTestApp } from '../helper';

const sharedSecret = cxmlSharedSecret;
const buyer = cxmlBuyer;
const returnUrl = 'https://buyer.example/punchout/cxml/return';

describe('cXML punch-out setup: a one-time start page for a company member', () => {
  let t: UsersTestApp;
  let buyerId: number;
  beforeEach(async () => {
    t = await buildUsers();
    buyerId = await cxmlMember(t);
  });
  afterEach(() => t.app.close());

  const setup = (xml: string) =>
    t.app.inject({
      method: 'POST',
      url: '/users/punchout/cxml/setup',
      // A Host that is none of the shop's origins picks none: the start page is on the primary one.
      headers: { 'content-type': 'text/xml; charset=utf-8', host: 'evil.example' },
      payload: xml,
    });
  const request = (over: Partial<Parameters<typeof setupRequestXml>[0]> = {}) =>
    setupRequestXml({ from: buyer, sharedSecret, buyerCookie: '1CX3L4843PPZO', browserFormPost: returnUrl, ...over });
  const statusOf = (xml: string) => cxmlAttribute(parseCxml(xml), 'code', 'Response', 'Status');
  // The service's own path: the gateway strips /api.
  const start = (url: string) =>
    t.app.inject({ method: 'GET', url: new URL(url).pathname.replace(/^\/api/, '') + new URL(url).search });

  it('answers a PunchOutSetupResponse whose StartPage opens the member\u2019s session once', async () => {
    const res = await setup(request());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(statusOf(res.body)).toBe('200');
    const url = cxmlText(parseCxml(res.body), 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL')!;
    expect(url).toMatch(/^https:\/\/shop\.example\/api\/users\/punchout\/cxml\/start\?token=[A-Za-z0-9_-]{43}$/);

    const opened = await start(url);
    expect(opened.statusCode).toBe(303);
    expect(setCookieLine(opened, 'punchout')).toMatch(/^punchout=cxml;/);
    const user = UserSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/users/current',
          headers: withSession(setCookieValue(opened, 'sid')!),
        })
      ).json(),
    );
    expect(user.userid).toBe(buyerId);
    expect(user.punchout).toEqual({
      protocol: 'cxml',
      return_url: returnUrl,
      target: '_top',
      buyer_cookie: '1CX3L4843PPZO',
      credentials: { buyer, supplier: { domain: 'DUNS', identity: 'nordbau' } },
    });

    const again = await start(url);
    expect(again.statusCode).toBe(400);
    expect(setCookieValue(again, 'sid')).toBeUndefined();
  });

  it('lets a start link expire after five minutes', async () => {
    const url = cxmlText(
      parseCxml((await setup(request())).body),
      'Response',
      'PunchOutSetupResponse',
      'StartPage',
      'URL',
    )!;
    t.advance(6);
    expect((await start(url)).statusCode).toBe(400);
  });

  it('answers a cXML Status 401 to a wrong shared secret or an unknown identity, with no start page', async () => {
    for (const xml of [
      request({ sharedSecret: 'guessed-secret-0001' }),
      request({ from: { domain: 'NetworkID', identity: 'AN09999999999' } }),
    ]) {
      const res = await setup(xml);
      // cXML answers carry their outcome in the Status; the HTTP status is 200.
      expect([res.statusCode, statusOf(res.body)]).toEqual([200, '401']);
      expect(res.body).not.toContain('StartPage');
    }
  });

  it('answers a cXML Status 400 to what is no readable setup request, entity declarations included (XXE)', async () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' +
      '<cXML><Header/><Request><PunchOutSetupRequest><BuyerCookie>&xxe;</BuyerCookie>' +
      '</PunchOutSetupRequest></Request></cXML>';
    const lol =
      '<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><cXML>&b;</cXML>';
    for (const xml of [
      'not xml at all',
      '<cXML><Header>',
      xxe,
      lol,
      request({ browserFormPost: 'javascript:alert(1)' }),
      request().replace(/<BuyerCookie>.*<\/BuyerCookie>/, ''),
    ]) {
      const res = await setup(xml);
      expect([res.statusCode, statusOf(res.body)]).toEqual([200, '400']);
      expect(res.body).not.toContain('root:');
    }
  });

  it('refuses a 1 MB setup request before reading it, with the shop\u2019s error body', async () => {
    const res = await setup(request().replace('</cXML>', `<!--${'x'.repeat(1024 * 1024)}--></cXML>`));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413 });
  });
});
