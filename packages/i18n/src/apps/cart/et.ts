import { coreEt } from '../../messages/core/et';
import { cartEt } from '../../messages/cart/et';
import { pricingEt } from '../../messages/pricing/et';

export const messages: Record<string, string> = {
  ...coreEt,
  ...cartEt,
  ...pricingEt,
};
