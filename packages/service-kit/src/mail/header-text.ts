/**
 * A mail header's text as a reader sees it (RFC 5322 unfolding, RFC 2047 encoded words): mailers
 * write non-ASCII subjects as `=?UTF-8?Q?...?=` or `=?UTF-8?B?...?=` words, often several folded
 * over lines; the whitespace between two adjacent encoded words is not part of the text.
 */
const encodedWord = /=\?([^?\s]+)\?([QqBb])\?([^?\s]*)\?=/g;
const adjacentWords = /(=\?[^?\s]+\?[QqBb]\?[^?\s]*\?=)\s+(?==\?[^?\s]+\?[QqBb]\?[^?\s]*\?=)/g;

function wordBytes(kind: string, text: string): Buffer {
  if (kind.toUpperCase() === 'B') return Buffer.from(text, 'base64');
  const bytes = text
    .replace(/_/g, ' ')
    .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1');
}

function decodeWord(whole: string, charset: string, kind: string, text: string): string {
  // RFC 2231 lets a word name its language after the charset (`UTF-8*fi`).
  const label = charset.split('*')[0] ?? charset;
  try {
    return new TextDecoder(label).decode(wordBytes(kind, text));
  } catch {
    return whole;
  }
}

/** The decoded text of a header value as written in the message (folded lines allowed). */
export function decodeHeaderText(value: string): string {
  return value
    .replace(/\r?\n(?=[ \t])/g, '')
    .replace(adjacentWords, '$1')
    .replace(encodedWord, decodeWord)
    .trim();
}
