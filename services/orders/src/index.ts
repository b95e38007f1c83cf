export { cartChannelOptions, ordersService, type OrdersServiceOptions } from './app';
export { DuplicateKeyError } from './ports/order-store';
export type { OrderStore } from './ports/order-store';
export { SqliteOrderStore } from './adapters/sqlite-order-store';
export { MongoOrderStore } from './adapters/mongo-order-store';
export { createOrderStoreFromEnv } from './from-env';
