import { operatorSessions } from '@shop/service-kit/testing';

export const secret = 'dead-letter-test-secret-0123456789abcdef';

/** user1@nordbau.example with the operator role, a buyer (user 2) without it, and the users service's answer. */
export const { tokenOf, operator, buyer, users } = operatorSessions(secret);
