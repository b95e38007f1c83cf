import { apiPath, embeddedCallKey, localeHeader, type EmbeddedAnswers, type Locale } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { FirstRenderCall } from './page-calls';

/**
 * Answers the page's first-render calls through the gateway's own routing (embedded plugins or the
 * proxied services), as the browser would ask them. Only the buyer's own calls carry their cookies,
 * so the services' access rules decide: another buyer's cart answers 404 and is left out, like
 * every answer that is not a 200.
 */
export async function embeddedAnswers(
  app: FastifyInstance,
  calls: FirstRenderCall[],
  locale: Locale,
  cookieHeader: string | undefined,
): Promise<EmbeddedAnswers> {
  const answered = await Promise.all(
    calls.map(async ({ path, asBuyer }) => {
      try {
        const res = await app.inject({
          method: 'GET',
          url: apiPath(path),
          headers: {
            accept: 'application/json',
            [localeHeader]: locale,
            ...(asBuyer && cookieHeader ? { cookie: cookieHeader } : {}),
          },
        });
        return res.statusCode === 200 ? ([embeddedCallKey(path), res.json()] as const) : null;
      } catch (error) {
        app.log.warn({ err: error, path }, 'first-render call failed; the page makes it itself');
        return null;
      }
    }),
  );
  return { locale, calls: Object.fromEntries(answered.filter((entry) => entry !== null)) };
}
