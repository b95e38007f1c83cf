import { requisitionListsEn } from '../../messages/requisition-lists/en';

export const messages: Record<string, string> = {
  ...requisitionListsEn,
};
