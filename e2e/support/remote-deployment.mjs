// One remote deployed on its own, for the production stack (production-stack.ts): a process serving
// the remote's build folder as its image does (infra/docker/nginx-remote.conf): /health, the same
// paths with or without /remotes/<name>/[<version>/] in front, the same cache rules, every file of the
// build (its server build too, which the gateway fetches from here). Precompressed files stand in
// for nginx's gzip.
//
//   node e2e/support/remote-deployment.mjs <build folder>   (PORT and HOST from the environment)
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const [folder] = process.argv.slice(2);
if (!folder) throw new Error('usage: remote-deployment.mjs <build folder>');
const root = resolve(folder);

const entryFiles = /\/(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|index\.html)(\.br|\.gz)?$/;
const hashedFiles = /[.-][0-9a-f]{8,}\.(js|mjs|css|map|woff2?|ttf|png|jpe?g|gif|svg|webp|avif|ico)(\.br|\.gz)?$/i;

const app = Fastify({
  logger: { level: 'info' },
  // nginx's two rewrites of the /remotes/ location, in its order.
  rewriteUrl: (request) =>
    (request.url ?? '/')
      .replace(/^\/remotes\/[^/]+\/\d+\.\d+\.\d+[-.0-9A-Za-z]*(\/)/, '$1')
      .replace(/^\/remotes\/[^/]+(\/)/, '$1'),
});
app.get('/health', async () => 'ok\n');
await app.register(fastifyStatic, {
  root,
  index: false,
  preCompressed: true,
  setHeaders: (reply, path) =>
    reply.header(
      'cache-control',
      !entryFiles.test(path) && hashedFiles.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ),
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
