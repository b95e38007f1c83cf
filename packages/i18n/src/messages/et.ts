import { accountEt } from './account/et';
import { companyEt } from './company/et';
import { billingEt } from './billing/et';
import { backofficeEt } from './backoffice/et';
import { approvalEt } from './approval/et';
import { cartEt } from './cart/et';
import { catalogueEt } from './catalogue/et';
import { coreEt } from './core/et';
import { fulfilmentEt } from './fulfilment/et';
import { supplierPageEt } from './supplier-page/et';
import { backofficeOpsEt } from './backoffice-ops/et';
import { quickOrderEt } from './quick-order/et';
import { pricingEt } from './pricing/et';
import { shellEt } from './shell/et';
import { quoteRoundsEt } from './quote-rounds/et';
import { quoteEt } from './quote/et';
import { invoiceEt } from './invoice/et';
import { receivablesEt } from './receivables/et';
import { webhooksEt } from './webhooks/et';
import { requisitionListsEt } from './requisition-lists/et';
import { contractPricesEt } from './contract-prices/et';
import type { Messages } from '../types';

export const et: Messages = {
  ...coreEt,
  ...catalogueEt,
  ...cartEt,
  ...accountEt,
  ...shellEt,
  ...quoteEt,
  ...quoteRoundsEt,
  ...invoiceEt,
  ...receivablesEt,
  ...webhooksEt,
  ...contractPricesEt,
  ...fulfilmentEt,
  ...supplierPageEt,
  ...backofficeOpsEt,
  ...backofficeEt,
  ...approvalEt,
  ...pricingEt,
  ...quickOrderEt,
  ...requisitionListsEt,
  ...companyEt,
  ...billingEt,
};
