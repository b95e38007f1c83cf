import { companyInvitePagePath, companyInviteValidityDays, type Locale } from '@shop/contracts';
import { translate, translateCount } from '@shop/i18n';
import type { MailMessage } from '@shop/service-kit';
import { linkMail } from './account-mails';

/** The invitation to a company account, in the language the inviting admin uses the shop in. */
export function companyInviteMail(
  to: string,
  origin: string,
  token: string,
  locale: Locale,
  invite: { company: string; inviter: string },
): MailMessage {
  const link = `${origin.replace(/\/+$/, '')}${companyInvitePagePath}?token=${encodeURIComponent(token)}`;
  const params = { company: invite.company, inviter: invite.inviter };
  return linkMail(to, link, locale, {
    subject: translate(locale, 'company.mail.invite_subject', params),
    text: translate(locale, 'company.mail.invite_text', params),
    button: translate(locale, 'company.mail.invite_button'),
    validity: translateCount(locale, 'company.mail.invite_validity', companyInviteValidityDays),
  });
}
