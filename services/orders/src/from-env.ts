import { join } from 'node:path';
import type { EventEnvelope } from '@shop/contracts';
import {
  InProcessEventBus,
  OutboxRelay,
  PublicOrigins,
  type EventBus,
  type OutboxRelayOptions,
  type PublishOptions,
} from '@shop/service-kit';
import { MongoOrderStore } from './adapters/mongo-order-store';
import { SqliteOrderStore } from './adapters/sqlite-order-store';
import { StripePaymentProvider } from './adapters/stripe-payment-provider';
import { TestModePaymentProvider } from './adapters/test-mode-payment-provider';
import type { OrderStore } from './ports/order-store';
import type { PaymentProvider } from './ports/payment-provider';

/** MONGODB_URI selects MongoDB; otherwise DATA_DIR/orders.sqlite. */
export async function createOrderStoreFromEnv(
  env: Record<string, string | undefined>,
  dataDir: string,
): Promise<OrderStore> {
  return env.MONGODB_URI
    ? new MongoOrderStore(env.MONGODB_URI).ready()
    : new SqliteOrderStore(join(dataDir, 'orders.sqlite'));
}

/**
 * Card payments (docs/production.md):
 * - CARD_PAYMENTS=off: none; the shop offers invoice only (null);
 * - STRIPE_SECRET_KEY: Stripe Checkout, the buyer returning to PUBLIC_URL; its webhook signed with
 *   STRIPE_WEBHOOK_SECRET (required with it in production);
 * - neither, outside production: the embedded test-mode provider and its local payment page;
 * - neither, in production: refuses to start. The test page approves any payment without money
 *   moving, so in production it would let a buyer mark his own card order paid.
 */
export function createPaymentProviderFromEnv(env: Record<string, string | undefined>): PaymentProvider | null {
  const card = (env.CARD_PAYMENTS ?? 'on').trim().toLowerCase();
  if (card !== 'on' && card !== 'off')
    throw new Error(`CARD_PAYMENTS must be "on" or "off", got "${env.CARD_PAYMENTS}"`);
  if (card === 'off') return null;
  if (env.STRIPE_SECRET_KEY) {
    // Without the webhook's secret an abandoned payment is only noticed when the buyer comes back.
    if (!env.STRIPE_WEBHOOK_SECRET && env.NODE_ENV === 'production') {
      throw new Error(
        'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY in production: Stripe signs its webhook with it (docs/production.md)',
      );
    }
    return new StripePaymentProvider(env.STRIPE_SECRET_KEY, PublicOrigins.fromEnv(env), {
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    });
  }
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'STRIPE_SECRET_KEY is required in production for card payments; set CARD_PAYMENTS=off to offer invoice only (docs/production.md)',
    );
  }
  return new TestModePaymentProvider();
}

/**
 * Publishes the orders outbox (the events the store committed with their orders) to the bus, now
 * and after every commit that wrote events. Composition roots start it after the store and stop it
 * before the bus closes (`relay.stop()`), then close the store.
 */
export function startOrderEventRelay(store: OrderStore, bus: EventBus, options: OutboxRelayOptions = {}): OutboxRelay {
  const relay = new OutboxRelay(
    store.outbox,
    bus instanceof InProcessEventBus ? handledInProcess(bus) : bus,
    options,
  ).start();
  store.onEvents(() => relay.notify());
  return relay;
}

/**
 * The in-process bus as the relay must see it: there the broker is this process, and an event it
 * accepted lives only in memory until its consumers are done with it. Marking the row sent at
 * that moment meant a crash before the confirmation mail went out lost it for good; so a publish
 * counts only once every delivery under way has finished (handled, or dead-lettered after its
 * retries). Until then the row stays in the outbox and a restart publishes it again, which
 * `onceOnly` and the mail's idempotency key absorb.
 */
function handledInProcess(bus: InProcessEventBus): EventBus {
  // The bus's own drain, taken now: a drain replaced later that waits for this relay (the tests'
  // helper does) must never be awaited from inside the relay's own publish.
  const drained = bus.drain.bind(bus);
  return {
    kind: bus.kind,
    publish: (topic, payload, options) => bus.publish(topic, payload, options),
    publishEnvelope: async (envelope: EventEnvelope, options?: PublishOptions) => {
      await bus.publishEnvelope(envelope, options);
      await drained();
    },
    subscribe: (group, topic, handler, options) => bus.subscribe(group, topic, handler, options),
    ready: () => bus.ready(),
    replayDeadLetters: (topic, options) => bus.replayDeadLetters(topic, options),
    close: () => bus.close(),
  };
}
