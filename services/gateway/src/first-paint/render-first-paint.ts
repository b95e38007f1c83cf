import {
  embeddedAnswersElementId,
  inlineRemotesManifestId,
  type EmbeddedAnswers,
  type ServedRemotesManifest,
} from '@shop/contracts';
import { jsonScript } from './json-script';
import { preloadLinks, type Preload } from './preloads';

export interface FirstPaint {
  preloads: Preload[];
  manifest: ServedRemotesManifest;
  answers: EmbeddedAnswers;
}

/**
 * Puts into the page's head what its first render needs before any script runs: the files to
 * fetch at once, the remotes manifest, and the answers to its first calls.
 */
export function renderFirstPaint(html: string, { preloads, manifest, answers }: FirstPaint): string {
  const shellEntry = /<script[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  const tags = [
    preloadLinks([...(shellEntry ? [{ href: shellEntry, as: 'script' as const }] : []), ...preloads]),
    jsonScript(inlineRemotesManifestId, manifest),
    jsonScript(embeddedAnswersElementId, answers),
  ].join('\n    ');
  // A replacer function: the answers may contain "$&", which a replacement string would expand.
  return html.replace(/<\/head>/, () => `    ${tags}\n  </head>`);
}
