import { cxmlText, parseCxml } from '@shop/service-kit/cxml';
import { FakeUsers, sessionSecret } from '../fake-users';
import { buildOrders } from '../helper';

const hookUrl = 'https://erp.buyer.example/sap/bc/gui/sap/its/bbpsc02?~OkCode=ADDI&x="><script>';
const punchout = { protocol: 'oci' as const, return_url: hookUrl, target: '_top', buyer_cookie: '', credentials: null };

describe('transfer to the purchasing system (OCI)', () => {
  async function shop() {
    const users = new FakeUsers();
    const ctx = await buildOrders({ sessionSecret, buyers: users.directory });
    ctx.catalogue.put(102, { sale_price: 10_000, code: 'NB-102' });
    const token = users.login(7);
    users.update(token, { punchout });
    const buyer = ctx.browser().login(token);
    const cart = (
      await buyer.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { variantId: 102, amount: 3, isProduction: true },
      })
    ).json();
    const transfer = (browser = buyer, uuid: string = cart.uuid) =>
      browser.inject({
        method: 'POST',
        url: '/orders/punchout/transfer',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `uuid=${uuid}`,
      });
    return { users, ctx, buyer, cart, transfer };
  }

  it("posts the cart's server prices to the session's HOOK_URL, its form allowed to go only there", async () => {
    const { ctx, transfer } = await shop();
    const res = await transfer();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain('form-action https://erp.buyer.example;');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(res.body).toContain(
      'action="https://erp.buyer.example/sap/bc/gui/sap/its/bbpsc02?~OkCode=ADDI&amp;x=&quot;&gt;&lt;script&gt;"',
    );
    expect(res.body).toContain('target="_top"');
    expect(res.body).toContain('<input type="hidden" name="NEW_ITEM-QUANTITY[1]" value="3">');
    expect(res.body).toContain('<input type="hidden" name="NEW_ITEM-PRICE[1]" value="100.00">');
    expect(res.body).toContain('<input type="hidden" name="NEW_ITEM-VENDORMAT[1]" value="NB-102">');
    await ctx.app.close();
  });

  it('posts a cXML session\u2019s cart as a PunchOutOrderMessage in cxml-urlencoded to BrowserFormPost', async () => {
    const { users, ctx, buyer, transfer } = await shop();
    users.update(buyer.cookies.get('sid')!, {
      punchout: {
        protocol: 'cxml',
        return_url: 'https://buyer.example/punchout/return',
        target: '_top',
        buyer_cookie: '1CX3L4843PPZO',
        credentials: { buyer: { domain: 'NetworkID', identity: 'AN01' }, supplier: { domain: 'DUNS', identity: 'nb' } },
      },
    });
    const res = await transfer();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain('form-action https://buyer.example;');
    const field = /<input type="hidden" name="cxml-urlencoded" value="([^"]*)">/.exec(res.body)?.[1];
    const xml = field!
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    const message = parseCxml(xml);
    expect(cxmlText(message, 'Message', 'PunchOutOrderMessage', 'BuyerCookie')).toBe('1CX3L4843PPZO');
    expect(cxmlText(message, 'Message', 'PunchOutOrderMessage', 'ItemIn', 'ItemDetail', 'UnitPrice', 'Money')).toBe(
      '100.00',
    );
    await ctx.app.close();
  });

  it('refuses a session no purchasing system opened (403) and a visitor without one (401)', async () => {
    const { users, ctx, transfer } = await shop();
    const own = ctx.browser().login(users.login(8));
    const ownCart = (
      await own.inject({
        method: 'POST',
        url: '/orders/add',
        payload: { variantId: 102, amount: 1, isProduction: true },
      })
    ).json();
    expect((await transfer(own, ownCart.uuid)).statusCode).toBe(403);
    expect((await transfer(ctx.browser())).statusCode).toBe(401);
    await ctx.app.close();
  });

  it("sends no other buyer's cart: the same 404 as for a cart that does not exist", async () => {
    const { users, ctx, cart, transfer } = await shop();
    const other = ctx.browser().login(users.login(9));
    users.update(other.cookies.get('sid')!, { punchout });
    expect((await transfer(other, cart.uuid)).statusCode).toBe(404);
    expect((await transfer(other, '8d1f0c2e-0f4b-4a57-9a0e-2f6b8c1d3e4f')).statusCode).toBe(404);
    await ctx.app.close();
  });
});
