import type { Order } from '@shop/contracts';
import { countedCart as emptyCart } from '@shop/state/testing';

/**
 * Test fixtures: carts as the orders service answers them (GET /orders/by-id, POST /orders/add …),
 * for `mockFetch` routes and for components that take a cart. Spread one to vary it.
 */

/** The uuid of the cart the tests remember, open and add to. */
export const cartUuid = '3f1c2a9e-5b7d-4c8e-9a1b-2c3d4e5f6a7b';

/** A cart before it is sent: four fence panels, with the totals the server computed. */
export const checkoutCart: Order = {
  ...emptyCart(cartUuid, 4),
  id: 5,
  items: [
    {
      id: 1,
      code: 'DSM-656-1830',
      variant_id: 102,
      quantity: 4,
      price: 2_450,
      discount: 0,
      fullTitle: 'Doppelstabmattenzaun 6/5/6, 1830 mm',
      reference: '',
    },
  ],
  length: 4,
  total_price: 9_800,
  total_delivery_price: 6_400,
  total_discount: 0,
  total_vat_price: 4_131,
  total_price_with_vat: 20_331,
};

/** The same cart without lines or totals, counting `length` pieces: all the cart count reads. */
export const countedCart = (length: number): Order => ({ ...emptyCart(cartUuid, length), id: checkoutCart.id });

/** The order form's billing fields of a Finnish company's buyer, as typed into the checkout. */
export const finnishCompany = {
  vat: '1234567-8',
  company: 'Rakennus Oy',
  name: 'Anna Virtanen',
  phone: '+358401234567',
  email: 'anna@rakennus-oy.fi',
  streetAddress: 'Teollisuuskatu 5',
  postCode: '00510',
  city: 'Helsinki',
};
