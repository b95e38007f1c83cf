/**
 * The contracts only lazy pages use (back office, dead letters, supplier records, quotes, company
 * accounts, quick order, requisition lists, suppliers' order links, invoices and open items, punch-out,
 * webhooks, the order export): in the browser a second shared module, `@shop/contracts/business`, so
 * that no other page loads them (packages/webpack-config/contracts-split.js routes the imports;
 * everything here is also exported by the index, which is what code imports).
 */
export * from './backoffice-ops';
export * from './order-export';
export * from './quote-list';
export * from './quote-changes';
export * from './events';
export * from './cxml-order';
export * from './catalogue-feed';
export * from './invoice';
export * from './receivables';
export * from './punchout';
export * from './calls/quick-order';
export * from './requisition-lists';
export * from './calls/requisition-lists';
export * from './calls/supplier-orders';
export * from './calls/backoffice';
export * from './calls/quotes';
export * from './calls/companies';
export * from './calls/backoffice-ops';
export * from './calls/suppliers';
export * from './calls/receivables';
export * from './webhooks';
export * from './calls/webhooks';
export * from './contract-prices';
export * from './calls/contract-prices';
