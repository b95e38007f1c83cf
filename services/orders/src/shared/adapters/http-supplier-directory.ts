import { SupplierContactSchema, type SupplierContact } from '@shop/contracts';
import type { SupplierDirectory } from '../supplier-directory';
import type { CatalogueRequest } from './http-variant-catalogue';

/** The catalogue's own process: GET /internal/suppliers/{id}, which only the shop's services reach. */
export class CatalogueSupplierDirectory implements SupplierDirectory {
  constructor(private readonly request: CatalogueRequest) {}

  async contact(id: number): Promise<SupplierContact | null> {
    const { status, body } = await this.request(`/internal/suppliers/${id}`, 'en');
    if (status === 404) return null;
    if (status !== 200) throw new Error(`catalogue answered ${status} for supplier ${id}`);
    return SupplierContactSchema.parse(body);
  }
}
