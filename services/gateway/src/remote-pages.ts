import {
  remoteNames,
  remotePagesFile,
  RemotePagesSchema,
  type DeclaredPages,
  type RemoteName,
  type RemotePage,
  type ServedRemotesManifest,
} from '@shop/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** How long a remote on another origin (a CDN) may take to answer for its pages. */
const foreignTimeoutMs = 3_000;

/**
 * How often the pages of an entry that keeps its address (a remote's build folder, its own
 * server) are asked again: any read that may be a page asks for them, a health probe too.
 */
const revalidateAfterMs = 1_000;

interface Known {
  /** The file's ETag, to ask again cheaply. */
  etag: string | undefined;
  checkedAt: number;
  pages: RemotePage[];
}

const pagesUrlOf = (entry: string) => entry.replace(/[?#].*$/, '').replace(/[^/]*$/, remotePagesFile);

/**
 * The pages each remote declares (remote-pages.ts in @shop/contracts), read from the pages.json of
 * the release the remotes manifest names now, beside its remoteEntry.js. A file served by this
 * gateway is asked through its own routing (as preloads.ts asks for mf-manifest.json), so a build
 * folder, a release folder and a remote proxied to its own server answer alike; a remote on
 * another origin is fetched. Each is kept per entry address and version, and asked again with its
 * ETag (a redeployed build under the same address). A remote whose file cannot be read or checked
 * keeps the pages last read from it; one never read is named unreadable until it can be read, so
 * that a path no page matches is answered as unavailable for now rather than as not found.
 */
export function remotePages(app: FastifyInstance, log: FastifyBaseLogger) {
  const known = new Map<string, Known>();

  async function ask(
    url: string,
    etag: string | undefined,
  ): Promise<{ status: number; etag?: string; body?: unknown }> {
    const headers = { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) };
    if (url.startsWith('/')) {
      const res = await app.inject({ method: 'GET', url, headers });
      const tag = res.headers.etag;
      return {
        status: res.statusCode,
        etag: typeof tag === 'string' ? tag : undefined,
        body: res.statusCode === 200 ? res.json() : undefined,
      };
    }
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(foreignTimeoutMs) });
    return {
      status: res.status,
      etag: res.headers.get('etag') ?? undefined,
      body: res.status === 200 ? await res.json() : undefined,
    };
  }

  /** The remote's pages, or null when they were never read and cannot be now. */
  async function pagesOf(name: RemoteName, entry: string, version: string | undefined): Promise<RemotePage[] | null> {
    const key = `${entry}#${version ?? ''}`;
    const cached = known.get(key);
    // A release's folder never changes once it exists (scripts/release-remote.mjs).
    if (cached && (version || Date.now() - cached.checkedAt < revalidateAfterMs)) return cached.pages;
    try {
      const answer = await ask(pagesUrlOf(entry), cached?.etag);
      if (answer.status === 304 && cached) {
        cached.checkedAt = Date.now();
        return cached.pages;
      }
      if (answer.status !== 200) throw new Error(`${pagesUrlOf(entry)} answered ${answer.status}`);
      const parsed = RemotePagesSchema.safeParse(answer.body);
      if (!parsed.success) throw new Error(`${pagesUrlOf(entry)}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      if (parsed.data.remote !== name)
        throw new Error(`${pagesUrlOf(entry)} declares the pages of ${parsed.data.remote}`);
      known.set(key, { etag: answer.etag, checkedAt: Date.now(), pages: parsed.data.pages });
      return parsed.data.pages;
    } catch (error) {
      // Its pages as last read, if ever: a remote unreachable for a moment shows its pages' fallback, not a 404.
      log.warn({ err: error, remote: name, entry }, "remote's pages unreadable");
      return cached?.pages ?? null;
    }
  }

  /** The declared pages of every remote the manifest names, and the remotes whose pages are not known. */
  return async function declaredPagesOf(manifest: ServedRemotesManifest): Promise<ReadPages> {
    const named = new Set<string>();
    const lists = await Promise.all(
      remoteNames.map(async (name): Promise<[RemoteName, RemotePage[] | null]> => {
        const remote = manifest.remotes[name];
        if (!remote) return [name, []];
        named.add(`${remote.entry}#${remote.version ?? ''}`);
        return [name, await pagesOf(name, remote.entry, remote.version)];
      }),
    );
    // Releases the manifest no longer names are let go.
    for (const key of known.keys()) if (!named.has(key)) known.delete(key);
    const pages: DeclaredPages = {};
    for (const [name, list] of lists) if (list && list.length > 0) pages[name] = list;
    return { pages, unreadable: lists.filter(([, list]) => list === null).map(([name]) => name) };
  };
}

export interface ReadPages {
  pages: DeclaredPages;
  /** Remotes the manifest names whose pages were never read and cannot be now (their server is down). */
  unreadable: RemoteName[];
}

export type DeclaredPagesOf = ReturnType<typeof remotePages>;
