import { requestLocale } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import { accountMail, type AccountMailKind } from '../mail/account-mails';
import type { LinkPurpose } from '../ports/user-store';
import type { UsersContext } from './context';

/**
 * Sends a new link unless one of the same purpose is still valid (SPEC 7 reports that instead, so a
 * buyer who clicks twice does not get two mails). Answers whether a new mail went out.
 */
export async function sendLinkOnce(
  context: UsersContext,
  request: FastifyRequest,
  purpose: LinkPurpose,
  mail: AccountMailKind,
  email: string,
  host: string,
): Promise<'sent' | 'existing'> {
  const now = context.now();
  if (await context.store.findActiveLink(email, purpose, now)) return 'existing';
  const link = context.links.issue(email, purpose);
  await context.store.createLink({ id: link.id, email, purpose, expiresAt: link.expiresAt });
  await context.mailer.send(accountMail(mail, email, host, link.token, requestLocale(request)));
  return 'sent';
}
