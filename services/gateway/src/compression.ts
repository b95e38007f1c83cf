import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Bodies under 1 KB gain less than the work costs. */
const threshold = 1024;
/** Brotli at quality 4 compresses about as well as gzip at 6 for a fraction of the CPU of higher qualities. */
const brotliOptions = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
};
const gzipOptions = { level: 6 };

/** The encoding a client takes, brotli first; null when it takes neither (or says so with q=0). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null;
}

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
  if (typeof payload !== 'string' || Buffer.byteLength(payload) < threshold) return payload;
  if (!/^text\/html\b/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  addVary(reply);
  if (!encoding) return payload;
  const compressed = encoding === 'br' ? brotliCompressSync(payload, brotliOptions) : gzipSync(payload, gzipOptions);
  reply.header('content-encoding', encoding).header('content-length', compressed.length);
  return compressed;
}

/**
 * Compresses what the gateway answers on the fly: pages, calls, the proxied services' answers.
 * The apps' files are compressed at build time instead (`preCompressed` in frontend.ts); they
 * arrive with a Content-Encoding and pass through. Only compressible types are touched (no
 * images). Request bodies are not decompressed: no client of the shop sends them compressed,
 * and a compressed body could expand far past the body limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold,
    brotliOptions,
    zlibOptions: gzipOptions,
  });
  // A callback hook: every answer passes it, and a promise per request costs the request-id context's hooks.
  app.addHook('onSend', (request, reply, payload, done) => done(null, compressUnroutedPage(request, reply, payload)));
}
