import {
  quickOrderMaxQuantity,
  type Locale,
  type QuickOrderLineInput,
  type QuickOrderProblem,
  type QuickOrderResolvedLine,
  type QuickOrderVariant,
} from '@shop/contracts';
import { formatMessage } from '@shop/i18n';
import type { CatalogueVariant } from '../domain';
import type { CatalogueStore } from './catalogue-store';

/** The text of each problem; `cart.below_minimum` is the cart's own refusal, so both say the same. */
const problemKeys: Record<QuickOrderProblem, string> = {
  unknown_code: 'quick_order.problem.unknown_code',
  ambiguous_code: 'quick_order.problem.ambiguous_code',
  not_available: 'quick_order.problem.not_available',
  out_of_stock: 'quick_order.problem.out_of_stock',
  not_whole: 'quick_order.problem.not_whole',
  not_positive: 'quick_order.problem.not_positive',
  too_many: 'quick_order.problem.too_many',
  below_minimum: 'cart.below_minimum',
};

/**
 * Why the cart would refuse this quantity of this variant, checked as POST /orders/add checks
 * it: for sale, a whole number of pieces from the variant's minimum up to the per-line maximum.
 */
function quantityProblem(variant: QuickOrderVariant, quantity: number): QuickOrderProblem | null {
  if (variant.availability !== 'available') return variant.availability;
  if (!Number.isInteger(quantity)) return 'not_whole';
  if (quantity < 1) return 'not_positive';
  if (quantity > quickOrderMaxQuantity) return 'too_many';
  if (quantity < variant.min_order) return 'below_minimum';
  return null;
}

function shownVariant(store: CatalogueStore, record: CatalogueVariant, locale: Locale): QuickOrderVariant {
  const detail = store.renderVariantDetail(record, locale);
  return {
    id: detail.id,
    code: detail.code,
    title: detail.title,
    sale_price: detail.sale_price,
    min_order: detail.min_order,
    availability: detail.availability,
    delivery_estimate: detail.delivery_estimate,
    supplier: detail.supplier,
    attributes: detail.attributes.map(({ label, display }) => ({ label, display })),
    picture: detail.variant_pictures.find((p) => p.is_main) ?? null,
  };
}

/**
 * Each pasted line with the variant its code names, at the catalogue's price (the one the cart
 * charges), and why it could not go into the cart as it is, in the buyer's language. Lines are
 * answered one for one, in the order sent.
 */
export function resolveCodes(
  store: CatalogueStore,
  lines: QuickOrderLineInput[],
  locale: Locale,
): QuickOrderResolvedLine[] {
  return lines.map(({ code, quantity }) => {
    const problem = (reason: QuickOrderProblem, params: Record<string, string | number> = {}) => ({
      reason,
      message: formatMessage(locale, problemKeys[reason], params),
    });
    const found = store.variantsWithCode(code);
    if (found.length === 0)
      return { code, quantity, variant: null, line_total: null, problem: problem('unknown_code') };
    if (found.length > 1) {
      const suppliers = found.map((v) => store.supplier(v.supplierId)?.name ?? '').join(', ');
      return { code, quantity, variant: null, line_total: null, problem: problem('ambiguous_code', { suppliers }) };
    }
    const variant = shownVariant(store, found[0]!, locale);
    const reason = quantityProblem(variant, quantity);
    return {
      code,
      quantity,
      variant,
      line_total: reason ? null : variant.sale_price * quantity,
      problem: reason ? problem(reason, { min: variant.min_order, max: quickOrderMaxQuantity }) : null,
    };
  });
}
