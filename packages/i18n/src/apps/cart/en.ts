import { coreEn } from '../../messages/core/en';
import { quoteEn } from '../../messages/quote/en';
import { approvalEn } from '../../messages/approval/en';
import { cartEn } from '../../messages/cart/en';
import { quickOrderEn } from '../../messages/quick-order/en';
import { pricingEn } from '../../messages/pricing/en';

export const messages: Record<string, string> = {
  ...coreEn,
  ...quoteEn,
  ...cartEn,
  ...pricingEn,
  ...quickOrderEn,
  ...approvalEn,
};
