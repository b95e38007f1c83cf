import { requisitionListsFi } from '../../messages/requisition-lists/fi';

export const messages: Record<string, string> = {
  ...requisitionListsFi,
};
