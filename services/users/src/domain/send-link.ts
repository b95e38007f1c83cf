import { requestLocale } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import { accountMail, type AccountMailKind } from '../mail/account-mails';
import type { LinkPurpose, PendingEvent, StoredLink } from '../ports/user-store';
import type { UsersContext } from './context';

/** A link to mail: its purpose and mail, and for a signup the pending password and browser binding. */
interface LinkToSend {
  purpose: LinkPurpose;
  mail: AccountMailKind;
  email: string;
  /** One of the shop's own origins (PublicOrigins.pick), never a header of the request. */
  origin: string;
  pending?: Pick<StoredLink, 'pendingPasswordHash' | 'browserHash'>;
  /** Committed with the link (the outbox), published once it is stored. */
  events?: PendingEvent[];
}

/** Issues, stores and mails a new link. */
export async function sendLink(context: UsersContext, request: FastifyRequest, link: LinkToSend): Promise<void> {
  const issued = context.links.issue(link.email, link.purpose);
  await context.store.createLink(
    { id: issued.id, email: link.email, purpose: link.purpose, expiresAt: issued.expiresAt, ...link.pending },
    link.events,
  );
  if (link.events?.length) context.relay.notify();
  await context.mailer.send(accountMail(link.mail, link.email, link.origin, issued.token, requestLocale(request)));
}

/**
 * Sends a new link unless one of the same purpose is still valid (SPEC 7 reports that instead, so a
 * buyer who clicks twice does not get two mails). Answers whether a new mail went out.
 */
export async function sendLinkOnce(
  context: UsersContext,
  request: FastifyRequest,
  link: LinkToSend,
): Promise<'sent' | 'existing'> {
  if (await context.store.findActiveLink(link.email, link.purpose, context.now())) return 'existing';
  await sendLink(context, request, link);
  return 'sent';
}
