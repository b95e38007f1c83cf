import { requisitionListsEt } from '../../messages/requisition-lists/et';

export const messages: Record<string, string> = {
  ...requisitionListsEt,
};
