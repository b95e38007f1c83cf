import { requireRole } from '@shop/service-kit';
import { operatorSessions } from '@shop/service-kit/testing';

export const sessionSecret = 'catalogue-operator-test-secret-0123456789';

const sessions = operatorSessions(sessionSecret);
export const { tokenOf } = sessions;
/** An operator (user 1, user1@nordbau.example) and a buyer (user 2), as the users service knows them. */
export const operatorToken = sessions.operator;
export const buyerToken = sessions.buyer;
export const fakeUsers = sessions.users;

export const operatorsOnly = () => requireRole('operator', { users: fakeUsers, sessionSecret });

export const as = (token: string) => ({ cookie: `sid=${token}` });
