import { coreFi } from '../../messages/core/fi';
import { cartFi } from '../../messages/cart/fi';
import { pricingFi } from '../../messages/pricing/fi';

export const messages: Record<string, string> = {
  ...coreFi,
  ...cartFi,
  ...pricingFi,
};
