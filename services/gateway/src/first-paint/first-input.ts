import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The shell's first-input script (shell/src/first-input), to go inline into rendered pages. */
export interface FirstInputScript {
  source: string;
  /** Its CSP hash source (`'sha256-…'`): the policy allows this script and no other inline one. */
  cspHash: string;
}

/** Its build's file name (packages/webpack-config/first-input-config.js). */
const fileName = /^first-input\.[0-9a-f]{8}\.js$/;

/** The shell build's first-input script; null when the build has none (pages then start at once). */
export function readFirstInputScript(shellDir: string): FirstInputScript | null {
  const file = readdirSync(shellDir).find((name) => fileName.test(name));
  if (!file) return null;
  const source = readFileSync(join(shellDir, file), 'utf8').trim();
  // Inline, the source ends at the first "</script" in it: such a build is not inlined.
  if (/<\/script/i.test(source)) return null;
  return { source, cspHash: `'sha256-${createHash('sha256').update(source).digest('base64')}'` };
}

/** A rendered page's script preload (server-render.ts lowers their priority), with the line it is on. */
const scriptPreload = /\s*<link rel="preload" as="script" fetchpriority="low" href="([^"]+)"[^>]*\/>/g;

const shellEntryTag = /<script defer="defer"(?: fetchpriority="low")? src="([^"]+)"><\/script>/;

/**
 * A rendered page starts its app at the buyer's first input (shell/src/first-input): the shell's entry
 * script gives its place to the first-input script, first in the head, so that it listens before any
 * control of the page exists; it adds the entry when the buyer comes to the page. Until a part has
 * hydrated, the script keeps what the buyer does on it, so the parts' controls go out enabled (a server
 * render disables them, HydrationGate). The app's scripts are not preloaded: the script fetches them
 * ahead once the page has loaded (`data-prefetch`), so they take nothing from the first paint.
 */
export function startingAtFirstInput(html: string, script: FirstInputScript): string {
  const entry = shellEntryTag.exec(html)?.[1];
  if (!entry) return html;
  const ahead = [...html.matchAll(scriptPreload)].map((match) => match[1]);
  return html
    .replace(shellEntryTag, '')
    .replaceAll(scriptPreload, '')
    .replace(
      /<head>/,
      () => `<head><script data-app="${entry}" data-prefetch="${ahead.join(' ')}">${script.source}</script>`,
    )
    .replaceAll('<fieldset class="hydration-gate" disabled="">', '<fieldset class="hydration-gate">');
}
