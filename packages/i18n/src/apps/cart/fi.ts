import { coreFi } from '../../messages/core/fi';
import { quoteFi } from '../../messages/quote/fi';
import { approvalFi } from '../../messages/approval/fi';
import { cartFi } from '../../messages/cart/fi';
import { quickOrderFi } from '../../messages/quick-order/fi';
import { pricingFi } from '../../messages/pricing/fi';

export const messages: Record<string, string> = {
  ...coreFi,
  ...quoteFi,
  ...cartFi,
  ...pricingFi,
  ...quickOrderFi,
  ...approvalFi,
};
