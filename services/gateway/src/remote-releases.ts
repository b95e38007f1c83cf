import { RemoteVersionSchema, type RemoteName } from '@shop/contracts';
import { ConfigRefusal, HttpError, refusedVariable } from '@shop/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerBase, RequestGenericInterface } from 'fastify';
import { registerProxy } from './raw-proxy';
import { retryAfterSeconds } from './service-proxies';

/** Where the template names the release: its Service (deploy/helm/nordbau/templates/remotes.yaml). */
const versionPlaceholder = '{version}';

/**
 * Only a path segment that starts like a version reaches the release proxy; the others stay with the
 * remote's unversioned files. The whole version is checked by RemoteVersionSchema before any request
 * leaves (the router takes only "safe" regexes, so this one stays coarse).
 */
const versionSegment = String.raw`^\d+\.\d+\.\d+[-.0-9A-Za-z]*$`;

/**
 * A release's name in a host: dots are dashes and letters small (a DNS label, as the chart names
 * the release's Service), so nothing but [0-9a-z-] ever reaches the template.
 */
const versionSlug = (version: string) => version.replaceAll('.', '-').toLowerCase();

/**
 * REMOTE_<NAME>_URL_TEMPLATE: an http(s) origin whose host holds {version}, e.g.
 * `http://shop-mf-cart-{version}:8080`. Nothing else: a path would be dropped by the proxy (it sends
 * the request's own path), and a version anywhere but in the host could not pick a release.
 */
export function parseReleaseTemplate(variable: string, template: string): string {
  const refused = (reason: string) => new ConfigRefusal('gateway', [refusedVariable(variable, reason, template)]);
  if (!template.includes(versionPlaceholder)) throw refused(`must contain ${versionPlaceholder}`);
  const sample = versionSlug('0.0.0');
  let url: URL;
  try {
    url = new URL(template.replaceAll(versionPlaceholder, sample));
  } catch {
    throw refused('must be an http(s) URL');
  }
  const onlyAnOrigin =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password;
  if (!onlyAnOrigin) throw refused('must be an http(s) origin (scheme, host, port; no path)');
  if (url.hostname.split(sample).length !== template.split(versionPlaceholder).length) {
    throw refused(`must have ${versionPlaceholder} in its host only`);
  }
  return template.replace(/\/$/, '');
}

/** The origin of one release, or null for a path segment that is no version. */
function releaseOrigin(template: string, version: string): string | null {
  if (!RemoteVersionSchema.safeParse(version).success) return null;
  return template.replaceAll(versionPlaceholder, versionSlug(version));
}

type Request = FastifyRequest<RequestGenericInterface, RawServerBase>;
type Reply = FastifyReply<RequestGenericInterface, RawServerBase>;

const versionOf = (request: Request) => (request.params as { version: string }).version;

/**
 * A release whose Service does not exist (never kept, or dropped from `kept`) has no name in the
 * cluster's DNS: that is a file that is not there, 404. Anything else (no ready pod, a reset) may
 * pass, as for a service: 503 with Retry-After.
 */
function answerUnreachable(reply: Reply, { error }: { error: Error }) {
  if ((error.cause as NodeJS.ErrnoException | undefined)?.code === 'ENOTFOUND') {
    reply.log.info({ version: versionOf(reply.request) }, 'no such remote release');
    void reply.callNotFound();
    return;
  }
  reply.log.warn({ err: error }, 'remote release unreachable');
  void reply.header('retry-after', String(retryAfterSeconds)).send(HttpError.unavailable());
}

/**
 * /remotes/<name>/<version>/* goes, path unchanged, to that release's own server, found from the
 * template: each kept release runs on (Kubernetes: a Deployment and Service per release), so a tab
 * still on the release before a promotion keeps loading its chunks. Only a version the contract
 * accepts is substituted, and its slug cannot leave the host's label: the path never picks a host.
 */
export async function registerRemoteReleases(app: FastifyInstance, name: RemoteName, template: string): Promise<void> {
  await registerProxy(app, {
    // Chosen per request (getUpstream); the proxy then keeps a pool per release's origin.
    upstream: '',
    prefix: `/remotes/${name}`,
    rewritePrefix: `/remotes/${name}`,
    routes: [`/:version(${versionSegment})/*`],
    httpMethods: ['GET', 'HEAD'],
    preHandler: async (request, reply) => {
      if (releaseOrigin(template, versionOf(request)) !== null) return;
      reply.callNotFound();
      return reply;
    },
    replyOptions: {
      getUpstream: (request) => releaseOrigin(template, versionOf(request))!,
      onError: answerUnreachable,
    },
  });
}
