import type { SupplierContact } from '@shop/contracts';

/** Where the orders service learns a supplier's contact address and language (the catalogue's records). */
export interface SupplierDirectory {
  /** The supplier with its contact e-mail; null when the catalogue has no such supplier. */
  contact(id: number): Promise<SupplierContact | null>;
}
