import { companyAdmin, member, operator } from './company-flows';
import type { UsersTestApp } from './helper';

/** The buyer's cXML identity and shared secret of the connection `cxmlMember` sets up. */
export const cxmlBuyer = { domain: 'NetworkID', identity: 'AN01000000001' };
export const cxmlSharedSecret = 'cxml-shared-secret-of-the-buyer';

/** A verified company's buyer whose purchasing system an operator connected by cXML: their user id. */
export async function cxmlMember(t: UsersTestApp): Promise<number> {
  return (await cxmlConnection(t)).userid;
}

/** cxmlMember's connection, with the headers of the company's admin who may remove the member. */
export async function cxmlConnection(
  t: UsersTestApp,
): Promise<{ userid: number; adminHeaders: Record<string, string> }> {
  const admin = await companyAdmin(t, 'anna.virtanen@rakennus-oy.fi');
  const userid = (await member(t, admin.headers, 'coupa.buyer@rakennus-oy.fi')).user.userid;
  const configured = await t.app.inject({
    method: 'PUT',
    url: '/users/backoffice/punchout',
    headers: (await operator(t)).headers,
    payload: {
      protocol: 'cxml',
      company_id: admin.company.company_id,
      userid,
      ...cxmlBuyer,
      shared_secret: cxmlSharedSecret,
    },
  });
  if (configured.statusCode !== 200) throw new Error(`the connection answered ${configured.statusCode}`);
  return { userid, adminHeaders: admin.headers };
}

/**
 * A verified company whose buyer a purchasing system will shop as, and an operator to connect it:
 * the headers of the admin and the operator, the company and the buyer.
 */
export async function punchoutCompany(t: UsersTestApp) {
  const admin = await companyAdmin(t, 'anna.virtanen@rakennus-oy.fi');
  return {
    adminHeaders: admin.headers,
    companyId: admin.company.company_id,
    buyerId: (await member(t, admin.headers, 'sap.buyer@rakennus-oy.fi')).user.userid,
    operatorHeaders: (await operator(t)).headers,
  };
}
