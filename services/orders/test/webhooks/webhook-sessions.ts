import { UserSchema, type User } from '@shop/contracts';
import { signSessionToken, type UsersRequest } from '@shop/service-kit';

export const secret = 'webhook-test-session-secret-0123456789abcd';

const membership = (companyId: string, role: 'admin' | 'buyer') => ({
  company_id: companyId,
  name: companyId,
  vatid: 'FI16180333',
  verified: true,
  role,
  order_limit: null,
});

const userOf = (userid: number, roles: User['roles'], company: ReturnType<typeof membership> | null): User =>
  UserSchema.parse({
    userid,
    email: `user${userid}@nordbau.example`,
    company: '',
    vatid: '',
    customername: '',
    phonenumber: '',
    billingaddress: '',
    billingaddress_additional_line: '',
    billingpostcode: '',
    billingcity: '',
    billingCountry: '',
    isverified: true,
    isdeleted: false,
    hasPassword: true,
    discount_link: null,
    roles,
    company_account: company,
  });

const tokenOf = (userid: number) =>
  signSessionToken(
    { userid, sessionId: `session-${userid}`, expiresAt: new Date(Date.now() + 3_600_000) },
    secret,
    new Date(),
  );

const people = {
  operator: userOf(1, ['operator'], null),
  /** The admin of the company whose webhooks these are: a member, not an operator. */
  companyAdmin: userOf(2, [], membership('c-rakennus', 'admin')),
  /** A buyer of another company. */
  otherMember: userOf(3, [], membership('c-other', 'buyer')),
  privateBuyer: userOf(4, [], null),
};

const tokens = new Map(Object.values(people).map((user) => [tokenOf(user.userid), user]));
const cookieOf = (user: User) => `sid=${[...tokens].find(([, holder]) => holder === user)![0]}`;

/** A session cookie per person, and the users service's GET /users/current as the role guard asks it. */
export const sessions = Object.fromEntries(
  Object.entries(people).map(([name, user]) => [name, { cookie: cookieOf(user) }]),
) as Record<keyof typeof people, { cookie: string }>;

export const users: UsersRequest = async (_path, headers) => {
  const user = tokens.get(/sid=([^;]+)/.exec(headers.cookie ?? '')?.[1] ?? '');
  return user ? { status: 200, body: user } : { status: 401, body: null };
};
