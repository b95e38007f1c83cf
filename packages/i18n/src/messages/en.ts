import { accountEn } from './account/en';
import { companyEn } from './company/en';
import { billingEn } from './billing/en';
import { backofficeEn } from './backoffice/en';
import { approvalEn } from './approval/en';
import { cartEn } from './cart/en';
import { catalogueEn } from './catalogue/en';
import { coreEn } from './core/en';
import { fulfilmentEn } from './fulfilment/en';
import { supplierPageEn } from './supplier-page/en';
import { backofficeOpsEn } from './backoffice-ops/en';
import { quickOrderEn } from './quick-order/en';
import { pricingEn } from './pricing/en';
import { shellEn } from './shell/en';
import { quoteRoundsEn } from './quote-rounds/en';
import { quoteEn } from './quote/en';
import { invoiceEn } from './invoice/en';
import { receivablesEn } from './receivables/en';
import { webhooksEn } from './webhooks/en';
import { requisitionListsEn } from './requisition-lists/en';
import { contractPricesEn } from './contract-prices/en';

/** Every text of the shop, by domain; each domain folder holds its four languages. */
export const en = {
  ...coreEn,
  ...catalogueEn,
  ...cartEn,
  ...accountEn,
  ...shellEn,
  ...quoteEn,
  ...quoteRoundsEn,
  ...invoiceEn,
  ...receivablesEn,
  ...webhooksEn,
  ...contractPricesEn,
  ...fulfilmentEn,
  ...supplierPageEn,
  ...backofficeOpsEn,
  ...backofficeEn,
  ...approvalEn,
  ...pricingEn,
  ...quickOrderEn,
  ...requisitionListsEn,
  ...companyEn,
  ...billingEn,
} as const;

export type TextKey = keyof typeof en;
