import type { RequisitionList } from '@shop/contracts';

/** A list as stored, with how many writes it has had. */
export interface RevisedList {
  list: RequisitionList;
  revision: number;
}

/**
 * The requisition lists (docs/orders.md, "Requisition lists"), beside the orders: one document (or
 * row) per list holding its lines, so every change of a list is one write of one document.
 */
export interface RequisitionListStore {
  /** Stores a new list at revision 1. */
  insert(list: RequisitionList): Promise<void>;
  find(uuid: string): Promise<RevisedList | null>;
  /**
   * Replaces a list over the revision it was read at: RevisionConflictError when another write
   * came first, false when the list is gone.
   */
  replace(list: RequisitionList, expected: number): Promise<boolean>;
  /** False when there was no such list. */
  delete(uuid: string): Promise<boolean>;
  /** The user's own lists, and the shared lists of their company (when given); last changed first. */
  visibleTo(userId: number, companyId: string | null): Promise<RequisitionList[]>;
  close(): Promise<void>;
}
