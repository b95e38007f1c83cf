import { approvalEn } from '../../messages/approval/en';
import { quickOrderEn } from '../../messages/quick-order/en';
import { requisitionListSaveEn } from '../../messages/requisition-list-save/en';
import { quoteEn } from '../../messages/quote/en';

export const messages: Record<string, string> = {
  ...quoteEn,
  ...quickOrderEn,
  ...approvalEn,
  ...requisitionListSaveEn,
};
