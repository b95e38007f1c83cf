import { AuthAnswerSchema } from '../auth';
import {
  LinkRequestBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  MagicLinkLoginResponseSchema,
  ResetLinkCheckResponseSchema,
  ResetPasswordBodySchema,
  SignupBodySchema,
  TokenQuerySchema,
  UserIdParamsSchema,
  UserSchema,
  UserUpdateBodySchema,
} from '../user';
import { defineCall } from './call';

/** The users service's calls: sessions, links by e-mail, the account. */
export const userCalls = {
  login: defineCall({ method: 'POST', path: '/users/login', body: LoginBodySchema, response: LoginResponseSchema }),
  current: defineCall({ method: 'GET', path: '/users/current', response: UserSchema }),
  /** Never a GET: another site's <img> must not log the buyer out. */
  logout: defineCall({ method: 'POST', path: '/users/logout', response: AuthAnswerSchema }),
  signup: defineCall({ method: 'POST', path: '/users/create', body: SignupBodySchema, response: AuthAnswerSchema }),
  requestMagicLink: defineCall({
    method: 'POST',
    path: '/users/request-magic-link',
    body: LinkRequestBodySchema,
    response: AuthAnswerSchema,
  }),
  checkMagicLink: defineCall({
    method: 'GET',
    path: '/users/check-magic-link',
    query: TokenQuerySchema,
    response: MagicLinkLoginResponseSchema,
  }),
  requestPasswordReset: defineCall({
    method: 'POST',
    path: '/users/request-password-reset',
    body: LinkRequestBodySchema,
    response: AuthAnswerSchema,
  }),
  checkResetLink: defineCall({
    method: 'GET',
    path: '/users/check-reset-password-link',
    query: TokenQuerySchema,
    response: ResetLinkCheckResponseSchema,
  }),
  update: defineCall({
    method: 'PATCH',
    path: '/users/update/:userid',
    params: UserIdParamsSchema,
    body: UserUpdateBodySchema,
    response: UserSchema,
  }),
  setPassword: defineCall({
    method: 'PATCH',
    path: '/users/reset-password/:userid',
    params: UserIdParamsSchema,
    body: ResetPasswordBodySchema,
    response: AuthAnswerSchema,
  }),
  delete: defineCall({
    method: 'POST',
    path: '/users/delete/:userid',
    params: UserIdParamsSchema,
    response: AuthAnswerSchema,
  }),
};
