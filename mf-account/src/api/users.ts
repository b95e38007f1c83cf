import {
  AuthAnswerSchema,
  authAnswers,
  LoginResponseSchema,
  MagicLinkLoginResponseSchema,
  ResetLinkCheckResponseSchema,
  sharedQueryKeys,
  UserSchema,
  type UserUpdate,
} from '@shop/contracts';
import { apiFetch } from '@shop/state';
import { queryOptions } from '@tanstack/react-query';

/** Body of the link requests (LinkRequestBodySchema in contracts). */
export interface LinkRequest {
  email: string;
  host: string;
}

/** SPEC 7 answers of POST /users/request-magic-link that mean "a link is in the inbox". */
export const magicLinkMessages = {
  sent: authAnswers.magicLinkSent.message,
  existing: authAnswers.magicLinkExisting.message,
} as const;

const json = (method: string, body?: unknown) => ({ method, json: body });

/** POST /users/request-magic-link {email, host}. */
export const requestMagicLink = (body: LinkRequest) =>
  apiFetch('/users/request-magic-link', { ...json('POST', body), schema: AuthAnswerSchema });

/** POST /users/create {email, password, host}: signup, answered by a verification e-mail. */
export const signup = (body: LinkRequest & { password: string }) =>
  apiFetch('/users/create', { ...json('POST', body), schema: AuthAnswerSchema });

/** POST /users/login {email, password}: the user; the session is the HttpOnly cookie the answer sets. */
export const login = (body: { email: string; password: string }) =>
  apiFetch('/users/login', { ...json('POST', body), schema: LoginResponseSchema });

/** POST /users/request-password-reset {email, host}. */
export const requestPasswordReset = (body: LinkRequest) =>
  apiFetch('/users/request-password-reset', { ...json('POST', body), schema: AuthAnswerSchema });

/**
 * GET /users/check-magic-link?token=: logs in (and verifies the account) with a link from an e-mail.
 * Sent with the browser's cookies, so a signup opened in the browser that signed up keeps its password.
 */
export const checkMagicLink = (token: string) =>
  apiFetch(`/users/check-magic-link?token=${encodeURIComponent(token)}`, { schema: MagicLinkLoginResponseSchema });

/** GET /users/check-reset-password-link?token=: whose password the link may set. */
export const checkResetLink = (token: string) =>
  apiFetch(`/users/check-reset-password-link?token=${encodeURIComponent(token)}`, {
    schema: ResetLinkCheckResponseSchema,
  });

/**
 * PATCH /users/reset-password/{userid}: {password, currentPassword} logged in, or {password, token} from a reset
 * link.
 */
export const setPassword = (userid: number, body: { password: string; currentPassword?: string; token?: string }) =>
  apiFetch(`/users/reset-password/${userid}`, { ...json('PATCH', body), schema: AuthAnswerSchema });

/** PATCH /users/update/{userid}: the account info form. */
export const updateUser = (userid: number, body: UserUpdate) =>
  apiFetch(`/users/update/${userid}`, { ...json('PATCH', body), schema: UserSchema });

/** POST /users/delete/{userid}: after the buyer confirmed. */
export const deleteUser = (userid: number) =>
  apiFetch(`/users/delete/${userid}`, { method: 'POST', schema: AuthAnswerSchema });

/** POST /users/logout (never a GET: another site's <img> must not log the buyer out). */
export const logout = () => apiFetch('/users/logout', { method: 'POST', schema: AuthAnswerSchema });

export const userKeys = { all: sharedQueryKeys.users, current: sharedQueryKeys.currentUser };

/** GET /users/current, only when there is a session and functional consent (SPEC 6). */
export const currentUserQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: userKeys.current,
    queryFn: () => apiFetch('/users/current', { schema: UserSchema }),
    enabled,
  });
