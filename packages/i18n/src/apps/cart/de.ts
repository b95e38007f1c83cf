import { coreDe } from '../../messages/core/de';
import { cartDe } from '../../messages/cart/de';
import { pricingDe } from '../../messages/pricing/de';

export const messages: Record<string, string> = {
  ...coreDe,
  ...cartDe,
  ...pricingDe,
};
