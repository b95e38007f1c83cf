import type { Locale } from '@shop/contracts';
import { translate } from '@shop/i18n';
import { companySignature, type MailMessage } from '@shop/service-kit';
import Handlebars from 'handlebars';

export type AccountMailKind = 'magic' | 'verify' | 'reset';

/** Each mail's texts (packages/i18n, account domain) and the page its button opens. */
const mails = {
  magic: {
    subject: 'account.mail.magic_subject',
    text: 'account.mail.magic_text',
    button: 'account.mail.magic_button',
    path: '/users/verify',
  },
  verify: {
    subject: 'account.mail.verify_subject',
    text: 'account.mail.verify_text',
    button: 'account.mail.verify_button',
    path: '/users/verify',
  },
  reset: {
    subject: 'account.mail.reset_subject',
    text: 'account.mail.reset_text',
    button: 'account.mail.reset_button',
    path: '/users/reset-password',
  },
} as const;

// Handlebars escapes every value, so nothing the buyer typed can inject markup into the mail.
const html = Handlebars.compile(
  [
    '<!doctype html>',
    '<html lang="{{locale}}"><head><meta charset="utf-8"><title>{{subject}}</title></head>',
    '<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#17212b">',
    '<table role="presentation" width="100%" ' +
      'style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:6px;padding:32px">',
    '<tr><td>',
    '<p style="font-size:20px;font-weight:700;color:#1f5f99;margin:0 0 24px">{{shop}}</p>',
    '<h1 style="font-size:20px;margin:0 0 16px">{{subject}}</h1>',
    '<p style="margin:0 0 24px;line-height:1.5">{{text}}</p>',
    '<p style="margin:0 0 24px"><a href="{{link}}" style="display:inline-block;background:#1f5f99;color:#ffffff;' +
      'padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:700">{{button}}</a></p>',
    '<p style="margin:0 0 8px;font-size:14px;color:#5b6773">{{validity}}</p>',
    '<p style="margin:0 0 8px;font-size:14px;color:#5b6773">{{ignore}}</p>',
    '<p style="margin:24px 0 0;font-size:12px;color:#5b6773;word-break:break-all">{{link}}</p>',
    '<p style="margin:24px 0 0;font-size:12px;color:#5b6773">{{#each company}}{{this}}<br>{{/each}}</p>',
    '</td></tr></table></body></html>',
  ].join('\n'),
);

const text = Handlebars.compile(`{{subject}}

{{text}}

{{button}}: {{{link}}}

{{validity}}
{{ignore}}

-- 
{{#each company}}
{{{this}}}
{{/each}}
`);

/** What a mail with one link says, in its reader's language (the texts translated already). */
export interface LinkMailTexts {
  subject: string;
  text: string;
  button: string;
  validity: string;
}

/** A mail of the shop's look whose one button opens `link`. */
export function linkMail(to: string, link: string, locale: Locale, texts: LinkMailTexts): MailMessage {
  const context = {
    locale,
    link,
    shop: translate(locale, 'shop.name'),
    ...texts,
    ignore: translate(locale, 'account.mail.ignore'),
    company: companySignature(locale),
  };
  return { to: [to], subject: context.subject, text: text(context), html: html(context) };
}

/** The e-mail with a signed link, in the buyer's language. */
export function accountMail(
  kind: AccountMailKind,
  to: string,
  host: string,
  token: string,
  locale: Locale,
): MailMessage {
  const keys = mails[kind];
  const link = `${host.replace(/\/+$/, '')}${keys.path}?token=${encodeURIComponent(token)}`;
  return linkMail(to, link, locale, {
    subject: translate(locale, keys.subject),
    text: translate(locale, keys.text),
    button: translate(locale, keys.button),
    validity: translate(locale, 'account.mail.validity'),
  });
}
