import { randomUUID } from 'node:crypto';
import { InvoiceSchema, seller, type DeliveryMethodType, type DiscountRow, type Order } from '@shop/contracts';
import { repriceOrder } from '../../src/cart/reprice';
import { priceOrder } from '../../src/shared/pricing/price-order';
import { loadPricingConfig } from '../../src/shared/pricing/pricing-config';
import { vatBuyerOf } from '../../src/shared/pricing/vat';
import { composeInvoice } from '../../src/invoicing/compose-invoice';
import { invoiceSellerOf } from '../../src/invoicing/invoice-seller';
import { orderInvoiceDraft } from '../../src/invoicing/order-invoice-draft';
import { finnishCompanyForm } from '../checkout-fixture';
import { emptyCart } from '../fixtures';

// Sent orders priced as the cart prices them, and their invoices as issuing composes them.
const config = loadPricingConfig();
const today = '2026-11-30';

export const finnishCompany = { ...finnishCompanyForm, customer_reference: 'Työmaa Pasila, tilaus 4711' };
export const germanCompany = {
  ...finnishCompany,
  vat: 'DE123456789',
  company: 'Bau GmbH',
  streetAddress: 'Hafenstraße 7',
  postCode: '20457',
  city: 'Hamburg',
  country: 'DE',
};
export const confirmedGermanId = {
  vat_id: 'DE123456789',
  country: 'DE',
  status: 'confirmed' as const,
  checked_at: '2026-11-30T08:00:00.000Z',
  registered: { name: 'Bau GmbH', country: 'DE' },
};
export const norwegianCompany = {
  ...finnishCompany,
  vat: 'NO123456785MVA',
  company: 'Bygg AS',
  streetAddress: 'Havnegata 2',
  postCode: '0150',
  city: 'Oslo',
  country: 'NO',
};

/** A line of `quantity` pieces at `price` cents (50 pieces and more reach the volume discount). */
export const line = (variantId: number, quantity: number, price: number) => ({ variantId, quantity, price });

export interface SentOrder {
  form: Record<string, unknown>;
  lines: ReturnType<typeof line>[];
  delivery?: DeliveryMethodType;
  personal?: DiscountRow[];
  vatCheck?: Order['vat_check'];
}

/** A sent order priced as the cart prices it (repriceOrder), and priceOrder's figures for the same input. */
export function sentOrder({ form, lines, delivery = 'product_freight', personal = [], vatCheck }: SentOrder) {
  const variants = new Map(
    lines.map((l) => [
      l.variantId,
      {
        id: l.variantId,
        code: `NB-${l.variantId}`,
        title: `Tuote ${l.variantId}`,
        sale_price: l.price,
        min_order: 1,
        availability: 'in_stock',
      },
    ]),
  );
  const cart = emptyCart({
    items: lines.map((l, index) => ({
      id: index + 1,
      code: `NB-${l.variantId}`,
      variant_id: l.variantId,
      quantity: l.quantity,
      price: l.price,
      discount: 0,
      fullTitle: `Tuote ${l.variantId}`,
      reference: '',
    })),
    delivery: { type: delivery, own_freight: null, problem: null },
    form,
    vat_check: vatCheck,
    personal_discounts: personal,
    user_id: 7,
    locale: 'fi',
  });
  const order: Order = {
    ...repriceOrder(cart, variants as never, config, today).order,
    order_status: 'in_delivery',
    order_number: '100042',
    paymentmethod: { name: 'invoice' },
  };
  const pricing = priceOrder(
    {
      lines: lines.map((l) => ({
        variantId: l.variantId,
        quantity: l.quantity,
        unitPriceCents: l.price,
        lineDiscountPercent: 0,
      })),
      deliveryMethod: delivery,
      postCode: form.postCode as string,
      buyer: vatBuyerOf(form, vatCheck, config),
      personalDiscounts: personal,
      today,
    },
    config,
  );
  if (!pricing.ok) throw new Error(pricing.reason);
  return { order, pricing: pricing.pricing };
}

export const invoiceOf = (order: Order) =>
  InvoiceSchema.parse(
    composeInvoice(orderInvoiceDraft(order, { uuid: randomUUID(), issueDate: today, seller: invoiceSellerOf(seller) }))(
      1,
    ),
  );

export const personalFivePercent: DiscountRow = { discount_percent: 5, start_date: null, end_date: null, threshold: 0 };
