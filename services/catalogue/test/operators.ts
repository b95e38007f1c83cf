import { UserSchema, type User } from '@shop/contracts';
import { requireRole, signSessionToken, type UsersRequest } from '@shop/service-kit';

export const sessionSecret = 'catalogue-operator-test-secret-0123456789';

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
    sessionSecret,
    new Date(),
  );

/** An operator (user 1, user1@nordbau.example) and a buyer (user 2), as the users service knows them. */
export const operatorToken = tokenOf(1);
export const buyerToken = tokenOf(2);
const sessions = new Map([
  [operatorToken, user(1, ['operator'])],
  [buyerToken, user(2, [])],
]);

/** GET /users/current as the users service answers it, by the session cookie. */
export const fakeUsers: UsersRequest = async (_path, headers) => {
  const found = sessions.get(/sid=([^;]+)/.exec(headers.cookie ?? '')?.[1] ?? '');
  return found ? { status: 200, body: found } : { status: 401, body: null };
};

export const operatorsOnly = () => requireRole('operator', { users: fakeUsers, sessionSecret });

export const as = (token: string) => ({ cookie: `sid=${token}` });
