import { PricePreviewQuerySchema, PricePreviewSchema, PriceTiersSchema } from '@shop/contracts';
import { HttpError, requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { holdsCart } from '../shared/cart-access';
import { previewLine, priceTiersOf } from '../shared/pricing/price-preview';
import type { PricingConfig } from '../shared/pricing/pricing-config';
import { vatBuyerOf } from '../shared/pricing/vat';
import type { OrderStore } from '../shared/order-store';
import type { VariantCatalogue } from '../shared/variant-catalogue';
import type { AccessCookies } from '../shared/http/access';
import type { ContractPriceStore } from '../contract-prices/contract-price-store';
import { contractPriceFor } from '../contract-prices/contract-price-for';
import { contractPricesOf } from '../contract-prices/contract-prices-of';

export interface PriceRoutesOptions {
  store: OrderStore;
  catalogue: VariantCatalogue;
  access: AccessCookies;
  pricing: PricingConfig;
  today: () => string;
  /** The companies' contract prices: a member's preview is priced with theirs, as their cart is. */
  contractPrices?: Pick<ContractPriceStore, 'pricesFor'>;
}

const refuse = (field: string, reason: string, params?: Record<string, number>) =>
  new HttpError(400, 'PRICE_REFUSED', reason, [{ field, reason }], params);

/**
 * What buyers see of pricing before they buy (docs/pricing-and-vat.md, "Tiers and the price for a
 * quantity"): the tiers of the one pricing configuration, their personal discounts, and a line
 * priced as the cart would price it. Both answers depend on the session: never kept by a cache.
 */
export const priceRoutes: FastifyPluginAsyncZod<PriceRoutesOptions> = async (
  app,
  { store, catalogue, access, pricing, today, contractPrices },
) => {
  app.get('/orders/price-tiers', { schema: { response: { 200: PriceTiersSchema } } }, async (request, reply) => {
    const who = await access.requester(request);
    void reply.header('cache-control', 'private, no-store');
    return priceTiersOf(pricing, who.buyer?.discountRows ?? [], today());
  });

  app.get(
    '/orders/price-preview',
    { schema: { querystring: PricePreviewQuerySchema, response: { 200: PricePreviewSchema } } },
    async (request, reply) => {
      const { variantId, quantity, uuid } = request.query;
      const who = await access.requester(request);
      const variant = (await catalogue.getVariants([variantId], requestLocale(request))).get(variantId);
      if (!variant) throw refuse('variantId', 'cart.variant_unknown');
      // The cart refuses the same quantity; a price for it would promise what cannot be bought.
      if (quantity < variant.min_order) throw refuse('quantity', 'cart.below_minimum', { min: variant.min_order });
      // VAT as the buyer's own cart carries it; anybody else's cart, or none, is the seller's country.
      const cart = uuid ? await store.findByUuid(uuid) : null;
      const form = cart && cart.order_status === 'created' && holdsCart(cart, who) ? cart : null;
      const day = today();
      const contracts = await contractPricesOf(contractPrices, who.buyer, () => [variant.code]);
      const contract = contractPriceFor(contracts, variant.code, quantity, day);
      void reply.header('cache-control', 'private, no-store');
      return previewLine(
        {
          variantId,
          quantity,
          unitPriceCents: contract ?? variant.sale_price,
          contract: contract !== null,
          volumeTiers: variant.volume_tiers,
          buyer: vatBuyerOf(form?.form, form?.vat_check, pricing),
          personalDiscounts: who.buyer?.discountRows ?? [],
          today: day,
        },
        pricing,
      );
    },
  );
};
