/**
 * One cookie of a Cookie header, or undefined. Never throws: a value that is not valid
 * percent-encoding (`locale=%E0%A4%A`) is taken as absent, so a malformed cookie from a client
 * cannot turn any call into a 500.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
