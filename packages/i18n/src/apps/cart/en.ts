import { coreEn } from '../../messages/core/en';
import { cartEn } from '../../messages/cart/en';
import { pricingEn } from '../../messages/pricing/en';

export const messages: Record<string, string> = {
  ...coreEn,
  ...cartEn,
  ...pricingEn,
};
