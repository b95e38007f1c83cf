import { apiPath, embeddedCallKey, localeHeader, type EmbeddedAnswers, type Locale } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { mapLimited } from './map-limited';
import type { FirstRenderCall, FirstRenderCalls } from './page-calls';

/**
 * How many follow-up calls (a product's price previews, one per variant: up to 100) run at once:
 * as many as a browser sends to one origin at once, so a page never holds more of a service than its
 * buyer's own browser did when the rows asked, and 100 variants take about 17 rounds, not 100.
 */
export const followUpConcurrency = 6;

type Answer = readonly [string, unknown] | null;

/**
 * Answers the page's first-render calls through the gateway's own routing (embedded plugins or the
 * proxied services), as the browser would ask them, then the calls those answers name. Only the
 * buyer's own calls carry their cookies, so the services' access rules decide: another buyer's cart
 * answers 404 and is left out, like every answer that is not a 200 (the page then makes that call).
 */
export async function embeddedAnswers(
  app: FastifyInstance,
  { calls, followUps }: FirstRenderCalls,
  locale: Locale,
  cookieHeader: string | undefined,
): Promise<EmbeddedAnswers> {
  const answer = async ({ path, asBuyer }: FirstRenderCall): Promise<Answer> => {
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
      return res.statusCode === 200 ? [embeddedCallKey(path), res.json()] : null;
    } catch (error) {
      app.log.warn({ err: error, path }, 'first-render call failed; the page makes it itself');
      return null;
    }
  };
  const answered = Object.fromEntries((await Promise.all(calls.map(answer))).filter((entry) => entry !== null));
  const followed = await mapLimited(followUps(answered), followUpConcurrency, answer);
  return { locale, calls: { ...answered, ...Object.fromEntries(followed.filter((entry) => entry !== null)) } };
}
