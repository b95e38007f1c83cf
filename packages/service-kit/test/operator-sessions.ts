import { UserSchema, type User } from '@shop/contracts';
import { signSessionToken, type UsersRequest } from '../src';

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

/**
 * Sessions signed with `sessionSecret` for the operator guard's tests: user 1 (user1@nordbau.example)
 * with the operator role, user 2 a buyer without it, and the users service's GET /users/current as the
 * guard asks it, by the session cookie (401 for any other token).
 */
export function operatorSessions(sessionSecret: string) {
  const tokenOf = (userid: number) =>
    signSessionToken(
      { userid, sessionId: `session-${userid}`, expiresAt: new Date(Date.now() + 3_600_000) },
      sessionSecret,
      new Date(),
    );
  const operator = tokenOf(1);
  const buyer = tokenOf(2);
  const sessions = new Map([
    [operator, user(1, ['operator'])],
    [buyer, user(2, [])],
  ]);
  const users: UsersRequest = async (_path, headers) => {
    const found = sessions.get(/sid=([^;]+)/.exec(headers.cookie ?? '')?.[1] ?? '');
    return found ? { status: 200, body: found } : { status: 401, body: null };
  };
  return { tokenOf, operator, buyer, users };
}
