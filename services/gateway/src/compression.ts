import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isJson } from './security-headers';

/** Bodies under 1 KB gain less than the work costs. */
const threshold = 1024;
/** Brotli at quality 4 compresses about as well as gzip at 6 for a fraction of the CPU of higher qualities. */
const brotliOptions = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
};
const gzipOptions = { level: 6 };

/**
 * Accept-Encoding headers seen, with their choice: browsers send a handful of spellings, and reading
 * one cost about as much as the rest of the compression of a kept answer. Only the first few are
 * kept, so a client inventing a header per request fills nothing.
 */
const chosen = new Map<string, 'br' | 'gzip' | null>();
const spellingsKept = 64;

/** The encoding a client takes, brotli first; null when it takes neither (or says so with q=0). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (acceptEncoding === undefined) return null;
  let choice = chosen.get(acceptEncoding);
  if (choice === undefined) {
    choice = readAcceptEncoding(acceptEncoding);
    if (chosen.size < spellingsKept) chosen.set(acceptEncoding, choice);
  }
  return choice;
}

function readAcceptEncoding(acceptEncoding: string): 'br' | 'gzip' | null {
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null;
}

/** A string of `threshold` characters has at least as many bytes: only a shorter one is counted. */
const atThreshold = (payload: string) => payload.length >= threshold || Buffer.byteLength(payload) >= threshold;

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Answers outside any route (the shell's pages for the app's addresses, the not-found answer)
 * never pass @fastify/compress, which hooks into each route: the same compression, here.
 */
function compressUnroutedPage(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (!request.is404 || reply.hasHeader('content-encoding')) return payload;
  if (typeof payload !== 'string' || !atThreshold(payload)) return payload;
  if (!/^text\/html\b/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  addVary(reply);
  if (!encoding) return payload;
  const compressed = compress(payload, encoding);
  reply.header('content-encoding', encoding).header('content-length', compressed.length);
  return compressed;
}

/**
 * The compressed bytes of the calls' answers, by encoding and answer: a product, a category's
 * facets or the categories tree is sent again and again unchanged, and compressing an answer of
 * 1.4 KB with brotli cost about twice the rest of its request. Keyed by the answer itself, so a
 * changed answer (a new price, another language, another buyer's cart) is a new entry and never
 * meets bytes of another; what has not been sent for longest goes first once the entries' bytes
 * pass the limit. Only answers up to 16 KB: V8 hashes a longer string by its length alone, so its
 * lookup would compare it with every kept answer of that length.
 */
export class CompressedAnswers {
  static readonly largestAnswer = 16 * 1024;
  private readonly byEncoding = { br: new Map<string, Buffer>(), gzip: new Map<string, Buffer>() };
  private bytes = 0;

  constructor(private readonly maxBytes = 8 * 1024 * 1024) {}

  /** The answer compressed, from the kept bytes when it was compressed before. */
  compressed(answer: string, encoding: 'br' | 'gzip'): Buffer {
    const kept = this.byEncoding[encoding];
    const hit = kept.get(answer);
    if (hit) {
      // Sent again: now the last to go.
      kept.delete(answer);
      kept.set(answer, hit);
      return hit;
    }
    const bytes = compress(answer, encoding);
    if (answer.length > CompressedAnswers.largestAnswer) return bytes;
    kept.set(answer, bytes);
    this.bytes += weight(answer, bytes);
    while (this.bytes > this.maxBytes) this.dropOldest();
    return bytes;
  }

  private dropOldest() {
    const { br, gzip } = this.byEncoding;
    // Each map is in the order of last use; the older of their two oldest goes. Equal age is not
    // known across the maps, so the larger map gives one: it holds most of the bytes.
    const from = br.size >= gzip.size ? br : gzip;
    const [answer, bytes] = from.entries().next().value as [string, Buffer];
    from.delete(answer);
    this.bytes -= weight(answer, bytes);
  }
}

/** An entry's memory: the answer's UTF-16 string and its compressed bytes. */
const weight = (answer: string, bytes: Buffer) => answer.length * 2 + bytes.length;

const compress = (body: string, encoding: 'br' | 'gzip') =>
  encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body, gzipOptions);

/**
 * A call's answer to GET (its JSON, written whole by the route) compressed through the kept
 * bytes, before @fastify/compress's own hook, which passes an answer that has a Content-Encoding.
 */
function compressCallAnswer(
  answers: CompressedAnswers,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): unknown {
  if (request.method !== 'GET' || typeof payload !== 'string' || reply.hasHeader('content-encoding')) return payload;
  if (!atThreshold(payload) || !isJson(reply.getHeader('content-type'))) return payload;
  addVary(reply);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const compressed = answers.compressed(payload, encoding);
  reply.header('content-encoding', encoding).header('content-length', compressed.length);
  return compressed;
}

/**
 * Compresses what the gateway answers on the fly: pages, calls (those answered in this process
 * through CompressedAnswers), the proxied services' answers. The apps' files are compressed at
 * build time instead (`preCompressed` in frontend.ts); they arrive with a Content-Encoding and
 * pass through. Only compressible types are touched (no images). Request bodies are not
 * decompressed: no client of the shop sends them compressed, and a compressed body could expand
 * far past the body limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // A route whose answers to GET are all JSON text is compressed by the hook below alone: without
  // @fastify/compress's own hooks on it, which on every answer looked at headers, at the payload's
  // kind and at Accept-Encoding again (about 2 % of a product read's CPU). Before @fastify/compress
  // registers its onRoute hook, which leaves a route with `compress: false` alone.
  app.addHook('onRoute', (route) => {
    if (route.method === 'GET' && route.config?.answersJsonText) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold,
    brotliOptions,
    zlibOptions: gzipOptions,
  });
  const answers = new CompressedAnswers();
  // One callback hook for both: every answer passes it, and a promise per request costs the
  // request-id context's hooks.
  app.addHook('onSend', (request, reply, payload, done) =>
    done(null, compressUnroutedPage(request, reply, compressCallAnswer(answers, request, reply, payload))),
  );
}
