import { join } from 'node:path';
import type { MigrationLogger } from '@shop/service-kit';
import type { ContractPriceStore } from './contract-prices/contract-price-store';
import { SqliteContractPriceStore } from './contract-prices/adapters/sqlite-contract-price-store';
import type { InvoiceStore } from './invoicing/invoice-store';
import { SqliteInvoiceStore } from './invoicing/adapters/sqlite-invoice-store';
import type { IdempotencyStore } from './shared/idempotency-store';
import type { OrderStore } from './shared/order-store';
import type { CxmlOriginStore } from './punchout/cxml-origin-store';
import { SqliteCxmlOriginStore } from './punchout/adapters/sqlite-cxml-origin-store';
import { SqliteWebhookStore } from './webhooks/adapters/sqlite-webhook-store';
import type { WebhookStore } from './webhooks/webhook-store';
import { SqliteIdempotencyStore } from './shared/adapters/sqlite-idempotency-store';
import { SqliteOrderStore } from './shared/adapters/sqlite-order-store';
import type { RequisitionListStore } from './requisition-lists/requisition-list-store';
import { SqliteRequisitionListStore } from './requisition-lists/adapters/sqlite-requisition-list-store';
import { fulfilmentRecords } from './fulfilment/fulfilment-records';
import { backofficeRecords } from './backoffice/backoffice-records';
import { approvalRecords } from './approvals/approval-records';
import { checkoutRecords } from './checkout/checkout-records';
import { cartRecords } from './cart/cart-records';

/**
 * Each module's store port over the one order document: what it may write of an order, with its
 * events in the same write (docs/orders.md, "Modules"). Reads stay on the OrderStore.
 */
export const orderRecordsOf = (store: OrderStore) => ({
  cart: cartRecords(store),
  fulfilment: fulfilmentRecords(store),
  backoffice: backofficeRecords(store),
  approvals: approvalRecords(store),
  checkout: checkoutRecords(store),
});
export type OrderRecords = ReturnType<typeof orderRecordsOf>;

/**
 * MONGODB_URI's database when given; otherwise DATA_DIR/orders.sqlite (`logger` hears the migrations applied).
 * The MongoDB stores are imported only when chosen: the embedded shop never loads mongoose.
 */
export async function openOrderStore(
  mongodbUri: string | undefined,
  dataDir: string,
  logger?: MigrationLogger,
): Promise<OrderStore> {
  if (!mongodbUri) return new SqliteOrderStore(join(dataDir, 'orders.sqlite'), { logger });
  const { MongoOrderStore } = await import('./shared/adapters/mongo-order-store');
  return new MongoOrderStore(mongodbUri).ready();
}

/** Beside the orders: the same database, or a table of the same DATA_DIR/orders.sqlite. */
export async function openIdempotencyStore(
  mongodbUri: string | undefined,
  dataDir: string,
  logger?: MigrationLogger,
): Promise<IdempotencyStore> {
  if (!mongodbUri) return new SqliteIdempotencyStore(join(dataDir, 'orders.sqlite'), { logger });
  const { MongoIdempotencyStore } = await import('./shared/adapters/mongo-idempotency-store');
  return new MongoIdempotencyStore(mongodbUri).ready();
}

/** Invoices and their payments beside the orders: the same database, or tables of the same DATA_DIR/orders.sqlite. */
export async function openInvoiceStore(
  mongodbUri: string | undefined,
  dataDir: string,
  logger?: MigrationLogger,
): Promise<InvoiceStore> {
  if (!mongodbUri) return new SqliteInvoiceStore(join(dataDir, 'orders.sqlite'), logger);
  const { MongoInvoiceStore } = await import('./invoicing/adapters/mongo-invoice-store');
  return new MongoInvoiceStore(mongodbUri).ready();
}

/** Webhook endpoints and deliveries beside the orders: the same database, or tables of DATA_DIR/orders.sqlite. */
export async function openWebhookStore(
  mongodbUri: string | undefined,
  dataDir: string,
  logger?: MigrationLogger,
): Promise<WebhookStore> {
  if (!mongodbUri) return new SqliteWebhookStore(join(dataDir, 'orders.sqlite'), logger);
  const { MongoWebhookStore } = await import('./webhooks/adapters/mongo-webhook-store');
  return new MongoWebhookStore(mongodbUri).ready();
}

/** The cXML OrderRequests orders answer, beside the orders: the same database, or a table of DATA_DIR/orders.sqlite. */
export async function openCxmlOriginStore(
  mongodbUri: string | undefined,
  dataDir: string,
  logger?: MigrationLogger,
): Promise<CxmlOriginStore> {
  if (!mongodbUri) return new SqliteCxmlOriginStore(join(dataDir, 'orders.sqlite'), logger);
  const { MongoCxmlOriginStore } = await import('./punchout/adapters/mongo-cxml-origin-store');
  return new MongoCxmlOriginStore(mongodbUri).ready();
}

/** Requisition lists beside the orders: the same database, or a table of the same DATA_DIR/orders.sqlite. */
export async function openRequisitionListStore(
  mongodbUri: string | undefined,
  dataDir: string,
  logger?: MigrationLogger,
): Promise<RequisitionListStore> {
  if (!mongodbUri) return new SqliteRequisitionListStore(join(dataDir, 'orders.sqlite'), { logger });
  const { MongoRequisitionListStore } = await import('./requisition-lists/adapters/mongo-requisition-list-store');
  return new MongoRequisitionListStore(mongodbUri).ready(logger);
}

/** Contract price lists beside the orders: the same database, or tables of the same DATA_DIR/orders.sqlite. */
export async function openContractPriceStore(
  mongodbUri: string | undefined,
  dataDir: string,
  logger?: MigrationLogger,
): Promise<ContractPriceStore> {
  if (!mongodbUri) return new SqliteContractPriceStore(join(dataDir, 'orders.sqlite'), logger);
  const { MongoContractPriceStore } = await import('./contract-prices/adapters/mongo-contract-price-store');
  return new MongoContractPriceStore(mongodbUri).ready();
}
