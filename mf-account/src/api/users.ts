import { apiCalls, authAnswers, sharedQueryKeys, type CallBody, type UserUpdate } from '@shop/contracts';
import { callApi } from '@shop/state';
import { queryOptions } from '@tanstack/react-query';

/** SPEC 7 answers of POST /users/request-magic-link that mean "a link is in the inbox". */
export const magicLinkMessages = {
  sent: authAnswers.magicLinkSent.message,
  existing: authAnswers.magicLinkExisting.message,
} as const;

const calls = apiCalls.users;

/** POST /users/request-magic-link {email, host}. */
export const requestMagicLink = (body: CallBody<typeof calls.requestMagicLink>) =>
  callApi(calls.requestMagicLink, { body });

/** POST /users/create {email, password, host}: signup, answered by a verification e-mail. */
export const signup = (body: CallBody<typeof calls.signup>) => callApi(calls.signup, { body });

/** POST /users/login {email, password}: the user; the session is the HttpOnly cookie the answer sets. */
export const login = (body: CallBody<typeof calls.login>) => callApi(calls.login, { body });

/** POST /users/request-password-reset {email, host}. */
export const requestPasswordReset = (body: CallBody<typeof calls.requestPasswordReset>) =>
  callApi(calls.requestPasswordReset, { body });

/**
 * GET /users/check-magic-link?token=: logs in (and verifies the account) with a link from an e-mail.
 * Sent with the browser's cookies, so a signup opened in the browser that signed up keeps its password.
 */
export const checkMagicLink = (token: string) => callApi(calls.checkMagicLink, { query: { token } });

/** GET /users/check-reset-password-link?token=: whose password the link may set. */
export const checkResetLink = (token: string) => callApi(calls.checkResetLink, { query: { token } });

/**
 * PATCH /users/reset-password/{userid}: {password, currentPassword} logged in, or {password, token} from a reset
 * link.
 */
export const setPassword = (userid: number, body: CallBody<typeof calls.setPassword>) =>
  callApi(calls.setPassword, { params: { userid }, body });

/** PATCH /users/update/{userid}: the account info form. */
export const updateUser = (userid: number, body: UserUpdate) => callApi(calls.update, { params: { userid }, body });

/** POST /users/delete/{userid}: after the buyer confirmed. */
export const deleteUser = (userid: number) => callApi(calls.delete, { params: { userid } });

/** POST /users/logout (never a GET: another site's <img> must not log the buyer out). */
export const logout = () => callApi(calls.logout);

export const userKeys = { all: sharedQueryKeys.users, current: sharedQueryKeys.currentUser };

/** GET /users/current, only when there is a session and functional consent (SPEC 6). */
export const currentUserQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: userKeys.current,
    queryFn: () => callApi(calls.current),
    enabled,
  });
