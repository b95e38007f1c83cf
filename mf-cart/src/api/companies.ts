import { apiCalls } from '@shop/contracts';
import { callApi } from '@shop/state';

const calls = apiCalls.search;

/** The business register behind the order form's company lookup (the catalogue's search calls). */
export const companyRegister = {
  /** GET /search/company/vat/{vat}: the company with this VAT id or business id; 404 when the register has none. */
  byVatId: (vat: string) => callApi(calls.companyByVatId, { params: { vat: vat.trim() } }),
  /** GET /search/company/name/{name}: companies whose name contains the text, best first. */
  byName: (name: string) => callApi(calls.companiesByName, { params: { name: name.trim() } }),
};
