import type { Order } from '@shop/contracts';

/** A cart still being filled, without lines or totals, counting `length` pieces: all the header's count reads. */
export const countedCart = (uuid: string, length: number): Order => ({
  id: 7,
  uuid,
  user_id: null,
  order_status: 'created',
  delivery_methodid: 1,
  isOwnFreightAllowed: true,
  isProcessed: false,
  order_number: null,
  items: [],
  length,
  total_price: 0,
  total_delivery_price: 0,
  total_discount: 0,
  total_vat_price: 0,
  total_price_with_vat: 0,
});
