import {
  DeadLetterListSchema,
  DeadLetterQuerySchema,
  orderUuidOfEvent,
  ReplayAnswerSchema,
  ReplayDeadLettersBodySchema,
  type DeadLetterView,
} from '@shop/contracts';
import { actingUser, HttpError, useZod, type EventBus, type KeptDeadLetter } from '@shop/service-kit';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface DeadLetterRouteOptions {
  bus: EventBus;
  /** Lets operators through only (service-kit's requireRole('operator')). */
  operatorsOnly: preHandlerAsyncHookHandler;
}

/** A Kafka letter's id is `<topic>:<partition>:<offset>`, the embedded bus's a number. */
const params = z.object({ id: z.string().regex(/^[a-z.-]{1,60}:\d{1,6}:\d{1,19}$|^\d{1,15}$/, 'validation.invalid') });

/** The error's first line: the stack is in the consumer's log, the page needs the reason. */
const firstLine = (error: string) => (error.split('\n', 1)[0] ?? '').slice(0, 500);

const view = (letter: KeptDeadLetter): DeadLetterView => ({
  id: letter.id,
  topic: letter.event.topic,
  group: letter.group,
  event_id: letter.event.id,
  order_uuid: orderUuidOfEvent(letter.event.topic, letter.event.payload),
  attempts: letter.attempts,
  error: firstLine(letter.error),
  failed_at: letter.failedAt,
  replayed: letter.replayed,
});

/**
 * The bus's dead letters for operators (docs/events.md, "Dead letters for operators"): the list,
 * newest first, and replays of one letter or of every waiting letter of a topic (and group), each
 * delivered to the consumer group that gave up on it and marked with the operator and time. The
 * orders service answers them: it runs most consumers, has the operator guard and the shop's bus.
 */
export const deadLetterRoutes: FastifyPluginAsyncZod<DeadLetterRouteOptions> = async (app, { bus, operatorsOnly }) => {
  useZod(app);
  // Before validation: a stranger learns who may call, not what the calls take.
  app.addHook('preValidation', operatorsOnly);

  app.get(
    '/orders/backoffice/dead-letters',
    { schema: { querystring: DeadLetterQuerySchema, response: { 200: DeadLetterListSchema } } },
    async (request) => {
      const letters = await bus.listDeadLetters(request.query);
      return { bus: bus.kind, letters: letters.map(view).reverse() };
    },
  );

  app.post(
    '/orders/backoffice/dead-letters/:id/replay',
    { schema: { params, response: { 200: ReplayAnswerSchema } } },
    async (request) => {
      const operator = actingUser(request).email;
      if (!(await bus.replayDeadLetter(request.params.id, operator)))
        throw new HttpError(409, 'CONFLICT', 'backoffice.dead_letter_not_waiting');
      request.log.info({ deadLetter: request.params.id, operator }, 'dead letter replayed');
      return { replayed: 1 };
    },
  );

  app.post(
    '/orders/backoffice/dead-letters/replay',
    { schema: { body: ReplayDeadLettersBodySchema, response: { 200: ReplayAnswerSchema } } },
    async (request) => {
      const operator = actingUser(request).email;
      const { topic, group } = request.body;
      const replayed = await bus.replayDeadLetters(topic, { group, by: operator });
      request.log.info({ topic, group, replayed, operator }, 'dead letters replayed');
      return { replayed };
    },
  );
};
