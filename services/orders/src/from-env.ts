import { join } from 'node:path';
import { MongoOrderStore } from './adapters/mongo-order-store';
import { SqliteOrderStore } from './adapters/sqlite-order-store';
import { StripePaymentProvider } from './adapters/stripe-payment-provider';
import type { OrderStore } from './ports/order-store';
import type { PaymentProvider } from './ports/payment-provider';

/** MONGODB_URI selects MongoDB; otherwise DATA_DIR/orders.sqlite. */
export async function createOrderStoreFromEnv(env: Record<string, string | undefined>, dataDir: string): Promise<OrderStore> {
  return env.MONGODB_URI ? new MongoOrderStore(env.MONGODB_URI).ready() : new SqliteOrderStore(join(dataDir, 'orders.sqlite'));
}

/** STRIPE_SECRET_KEY selects Stripe Checkout; otherwise undefined (the embedded test-mode provider). */
export function createPaymentProviderFromEnv(env: Record<string, string | undefined>): PaymentProvider | undefined {
  return env.STRIPE_SECRET_KEY ? new StripePaymentProvider(env.STRIPE_SECRET_KEY, env.PUBLIC_URL ?? 'http://localhost:8080') : undefined;
}
