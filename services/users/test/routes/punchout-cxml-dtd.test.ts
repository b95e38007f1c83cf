import { cxmlText, parseCxml } from '@shop/service-kit/cxml';
import { setupRequestXml } from '../../../../packages/service-kit/test/cxml-buyer';
import { cxmlCheckTimeoutMs, describeWithJdk, dtdErrors } from '../../../../packages/service-kit/test/cxml-dtd';
import { cxmlBuyer, cxmlMember, cxmlSharedSecret } from '../punchout-flows';
import { buildUsers, type UsersTestApp } from '../helper';

jest.setTimeout(cxmlCheckTimeoutMs);

describeWithJdk('the users service\u2019s cXML answers validate against the cXML DTD', () => {
  let t: UsersTestApp;
  const answers: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildUsers();
    await cxmlMember(t);
    const setup = async (xml: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/users/punchout/cxml/setup',
          headers: { 'content-type': 'text/xml' },
          payload: xml,
        })
      ).body;
    const request = {
      from: cxmlBuyer,
      sharedSecret: cxmlSharedSecret,
      buyerCookie: 'c<&>"',
      browserFormPost: 'https://buyer.example/r?a=1&b=2',
    };
    answers['setup-response'] = await setup(setupRequestXml(request));
    answers['unauthorized'] = await setup(setupRequestXml({ ...request, sharedSecret: 'guessed-secret-0001' }));
    answers['bad-request'] = await setup('<cXML>');
  });
  afterAll(() => t.app.close());

  it('answers a setup request, a wrong secret and an unreadable document with documents the DTD accepts', () => {
    expect(
      cxmlText(parseCxml(answers['setup-response']!), 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL'),
    ).toMatch(/^https:\/\/shop\.example\//);
    expect(dtdErrors(answers)).toEqual({ 'setup-response': [], unauthorized: [], 'bad-request': [] });
  });

  it('catches a document that breaks the DTD', () => {
    const broken = answers['setup-response']!.replace(/<Status [^>]*\/>/, '');
    expect(dtdErrors({ broken }).broken).toEqual([expect.stringContaining('"Response" must match')]);
  });
});
