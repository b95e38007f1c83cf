import type { z } from 'zod';
import { BackofficeOrderQuerySchema } from './backoffice';

/*
 * The back office's order export (docs/orders.md, "Back office", the export): every sent order the
 * list's filters match, as CSV or XLSX for accounting, one row an order. Operators only.
 */

/** The list's filters, without its paging: the export holds every matching order, not one page. */
export const OrderExportQuerySchema = BackofficeOrderQuerySchema.omit({ before: true, limit: true });
export type OrderExportQuery = z.infer<typeof OrderExportQuerySchema>;

/** The export's columns, in order; the header row names them so (stable for an ERP's import). */
export const orderExportColumns = [
  'order_number',
  'completed_at',
  'company',
  'buyer_name',
  'buyer_email',
  'purchase_order',
  'cost_center',
  'status',
  'payment_method',
  'net',
  'vat',
  'gross',
  'currency',
  'suppliers',
] as const;
export type OrderExportColumn = (typeof orderExportColumns)[number];

export const orderExportCalls = {
  csv: '/orders/backoffice/orders.csv',
  xlsx: '/orders/backoffice/orders.xlsx',
} as const;
