import type { FastifyInstance } from 'fastify';

/** A segment that a router on the way could read as another place: a dot segment, an escape, a backslash. */
const ambiguous = /(^|\/)\.\.?(\/|$)|%|\\/;

/**
 * The address of a file of the release a manifest entry names (`file` relative to the entry's
 * folder), or null for an entry this gateway does not route itself: another origin, a path outside
 * /remotes/, or one spelled so that it could land elsewhere.
 */
export function releaseFileUrl(entry: string, file: string): string | null {
  const path = entry.replace(/[?#].*$/, '');
  if (!path.startsWith('/remotes/') || ambiguous.test(path)) return null;
  return path.replace(/[^/]*$/, file);
}

/**
 * One file of a release, asked through the gateway's own routing as a local caller: it serves the
 * remote from its build folder, a release folder, the remote's own server or the release's own
 * Service (remote-releases.ts) alike, so the file comes from where the release is deployed. Throws
 * for anything but 200, saying what was answered.
 */
export async function readReleaseFile(app: FastifyInstance, url: string): Promise<Buffer> {
  const answer = await app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
  if (answer.statusCode !== 200) throw new Error(`GET ${url} answered ${answer.statusCode}`);
  return answer.rawPayload;
}
