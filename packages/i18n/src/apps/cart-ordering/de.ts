import { approvalDe } from '../../messages/approval/de';
import { quickOrderDe } from '../../messages/quick-order/de';
import { requisitionListSaveDe } from '../../messages/requisition-list-save/de';
import { quoteDe } from '../../messages/quote/de';

export const messages: Record<string, string> = {
  ...quoteDe,
  ...quickOrderDe,
  ...approvalDe,
  ...requisitionListSaveDe,
};
