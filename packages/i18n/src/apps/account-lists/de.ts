import { requisitionListsDe } from '../../messages/requisition-lists/de';

export const messages: Record<string, string> = {
  ...requisitionListsDe,
};
