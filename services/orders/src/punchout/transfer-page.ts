import type { Locale } from '@shop/contracts';
import { translate } from '@shop/i18n';
import { createHash } from 'node:crypto';
import { escapeHtml } from '../shared/http/escape-html';

/** Sends the form as soon as the page is there; the button is for a browser without scripts. */
const submitScript = 'document.forms[0].submit();';
const submitScriptHash = createHash('sha256').update(submitScript).digest('base64');

export interface TransferPage {
  html: string;
  /** This page's own policy: its one script by hash, and its form only to the purchasing system. */
  contentSecurityPolicy: string;
}

/**
 * The page that hands the cart to the purchasing system: a form of the protocol's fields posted to
 * the address the session started with (`action`), into the frame it named (`target`), sent at once.
 * The shop's policy allows forms only to itself; this page allows exactly the purchasing system's origin.
 */
export function transferPage(
  { action, target, fields }: { action: string; target: string; fields: [string, string][] },
  locale: Locale,
): TransferPage {
  const t = (key: string) => escapeHtml(translate(locale, key));
  const inputs = fields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${t('punchout.transfer')}</title></head>`,
    `<body><main data-testid="punchout-transfer"><p>${t('punchout.transferring')}</p>`,
    `<form method="post" action="${escapeHtml(action)}" target="${escapeHtml(target)}" accept-charset="utf-8">`,
    inputs,
    `<button type="submit">${t('punchout.continue')}</button></form></main>`,
    `<script>${submitScript}</script></body></html>`,
  ].join('\n');
  return {
    html,
    contentSecurityPolicy: [
      "default-src 'none'",
      `script-src 'sha256-${submitScriptHash}'`,
      `form-action ${new URL(action).origin}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  };
}
