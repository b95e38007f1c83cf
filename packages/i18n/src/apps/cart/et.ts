import { coreEt } from '../../messages/core/et';
import { quoteEt } from '../../messages/quote/et';
import { approvalEt } from '../../messages/approval/et';
import { cartEt } from '../../messages/cart/et';
import { quickOrderEt } from '../../messages/quick-order/et';
import { pricingEt } from '../../messages/pricing/et';

export const messages: Record<string, string> = {
  ...coreEt,
  ...quoteEt,
  ...cartEt,
  ...pricingEt,
  ...quickOrderEt,
  ...approvalEt,
};
