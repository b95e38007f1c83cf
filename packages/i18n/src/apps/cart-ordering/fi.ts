import { approvalFi } from '../../messages/approval/fi';
import { quickOrderFi } from '../../messages/quick-order/fi';
import { requisitionListSaveFi } from '../../messages/requisition-list-save/fi';
import { quoteFi } from '../../messages/quote/fi';

export const messages: Record<string, string> = {
  ...quoteFi,
  ...quickOrderFi,
  ...approvalFi,
  ...requisitionListSaveFi,
};
