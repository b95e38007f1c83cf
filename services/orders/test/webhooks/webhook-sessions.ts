import { FakeUsersService, sessionSecret } from '../backoffice/backoffice-fixture';
import { virtanenMember } from '../company-fixture';

export const secret = sessionSecret;

const users = new FakeUsersService();
export const usersRequest = users.request;

/**
 * The callers of the webhook calls: an operator; the admin of the company whose webhooks they
 * are (a member, not an operator); a buyer of another company; a private buyer.
 */
export const sessions = {
  operator: users.login(1, 'ops@nordbau.example', ['operator']),
  companyAdmin: users.login(2, 'anna@virtanen.fi', [], virtanenMember('admin')),
  otherMember: users.login(3, 'olli@muu.fi', [], { ...virtanenMember('buyer'), company_id: 'c-other' }),
  privateBuyer: users.login(4, 'pekka@example.fi', []),
};
