/**
 * Texts of the back office (docs/orders.md, "Back office"): its pages in mf-account and the refusals
 * of the operator-only calls. English is the reference: the other languages must have the same keys.
 */
export const backofficeEn = {
  'error.operators_only': 'This is only for the shop’s operators.',
} as const;
