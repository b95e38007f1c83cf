import type { User } from '@shop/contracts';
import { useCurrentUser } from './use-current-user';

/** Which of the buyer's references the order must name (docs/orders.md, "Billing"). */
export interface RequiredReferences {
  purchaseOrder: boolean;
  costCenter: boolean;
}
export const noRequiredReferences: RequiredReferences = { purchaseOrder: false, costCenter: false };

/** What the buyer's company requires, as the orders service will: only a verified company's settings count. */
export function requiredReferencesOf(user: User | undefined): RequiredReferences {
  const company = user?.company_account;
  if (!company?.verified) return noRequiredReferences;
  return { purchaseOrder: company.billing.require_purchase_order, costCenter: company.billing.require_cost_center };
}

/** The references the logged-in buyer's company requires; none until the account is known (the server checks too). */
export const useRequiredReferences = (): RequiredReferences => requiredReferencesOf(useCurrentUser().data);
