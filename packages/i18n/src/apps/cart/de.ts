import { coreDe } from '../../messages/core/de';
import { quoteDe } from '../../messages/quote/de';
import { approvalDe } from '../../messages/approval/de';
import { cartDe } from '../../messages/cart/de';
import { quickOrderDe } from '../../messages/quick-order/de';
import { pricingDe } from '../../messages/pricing/de';

export const messages: Record<string, string> = {
  ...coreDe,
  ...quoteDe,
  ...cartDe,
  ...pricingDe,
  ...quickOrderDe,
  ...approvalDe,
};
