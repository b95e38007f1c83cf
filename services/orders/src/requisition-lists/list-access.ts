import type { RequisitionList } from '@shop/contracts';
import type { SessionBuyer } from '../shared/buyer-directory';

/** Whether the buyer is a member of the list's company now (the session's membership, not the one at saving). */
const inListCompany = (list: RequisitionList, buyer: SessionBuyer) =>
  list.company_id !== null && buyer.company?.company_id === list.company_id;

/**
 * Who may read a list, put it into a cart and order it: its owner, and while it is shared the
 * members of its company. Anyone else is told it does not exist.
 */
export const mayReadList = (list: RequisitionList, buyer: SessionBuyer): boolean =>
  list.owner.user_id === buyer.userid || (list.shared && inListCompany(list, buyer));

/** Who may rename, share, edit and delete it: its owner, and the admins of its company once it is shared. */
export const mayManageList = (list: RequisitionList, buyer: SessionBuyer): boolean =>
  list.owner.user_id === buyer.userid || (list.shared && inListCompany(list, buyer) && buyer.company?.role === 'admin');
