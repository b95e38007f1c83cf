import { UserSchema, type User } from '@shop/contracts';
import { signSessionToken, type UsersRequest } from '@shop/service-kit';

export const secret = 'dead-letter-test-secret-0123456789abcdef';

const user = (userid: number, roles: User['roles']): User =>
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
  });

export const tokenOf = (userid: number) =>
  signSessionToken(
    { userid, sessionId: `session-${userid}`, expiresAt: new Date(Date.now() + 3_600_000) },
    secret,
    new Date(),
  );

/** user1@nordbau.example with the operator role, and a buyer (user 2) without it. */
export const operator = tokenOf(1);
export const buyer = tokenOf(2);
const sessions = new Map([
  [operator, user(1, ['operator'])],
  [buyer, user(2, [])],
]);

/** The users service as the guard asks it: GET /users/current by the session cookie. */
export const users: UsersRequest = async (_path, headers) => {
  const found = sessions.get(/sid=([^;]+)/.exec(headers.cookie ?? '')?.[1] ?? '');
  return found ? { status: 200, body: found } : { status: 401, body: null };
};
