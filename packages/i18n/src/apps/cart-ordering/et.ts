import { approvalEt } from '../../messages/approval/et';
import { quickOrderEt } from '../../messages/quick-order/et';
import { requisitionListSaveEt } from '../../messages/requisition-list-save/et';
import { quoteEt } from '../../messages/quote/et';

export const messages: Record<string, string> = {
  ...quoteEt,
  ...quickOrderEt,
  ...approvalEt,
  ...requisitionListSaveEt,
};
