import type { Locale } from '@shop/contracts';
import type { PageHead } from './page-heads';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The shell's index.html with this page's language, title and description, so crawlers and link
 * previews see them without running scripts. The shell keeps them up to date after navigation.
 */
export function renderHead(html: string, head: PageHead, locale: Locale): string {
  const tags =
    `<title>${escapeHtml(head.title)}</title>\n` +
    `    <meta name="description" content="${escapeHtml(head.description)}" />` +
    (head.indexable === false ? `\n    <meta name="robots" content="noindex" />` : '');
  const withLang = html.replace(/<html([^>]*?)\slang="[^"]*"/, `<html$1 lang="${locale}"`);
  const withoutOld = withLang.replace(/\s*<meta name="description"[^>]*>/, '');
  // Replacer functions: a search term in the title may contain "$&" or "$'", which a replacement
  // string would expand into parts of the page.
  return /<title>[\s\S]*?<\/title>/.test(withoutOld)
    ? withoutOld.replace(/<title>[\s\S]*?<\/title>/, () => tags)
    : withoutOld.replace(/<\/head>/, () => `${tags}\n  </head>`);
}
