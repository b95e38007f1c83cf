import { accountFi } from './account/fi';
import { companyFi } from './company/fi';
import { billingFi } from './billing/fi';
import { backofficeFi } from './backoffice/fi';
import { approvalFi } from './approval/fi';
import { cartFi } from './cart/fi';
import { catalogueFi } from './catalogue/fi';
import { coreFi } from './core/fi';
import { fulfilmentFi } from './fulfilment/fi';
import { supplierPageFi } from './supplier-page/fi';
import { backofficeOpsFi } from './backoffice-ops/fi';
import { quickOrderFi } from './quick-order/fi';
import { pricingFi } from './pricing/fi';
import { shellFi } from './shell/fi';
import { quoteRoundsFi } from './quote-rounds/fi';
import { quoteFi } from './quote/fi';
import { invoiceFi } from './invoice/fi';
import { receivablesFi } from './receivables/fi';
import { webhooksFi } from './webhooks/fi';
import { requisitionListsFi } from './requisition-lists/fi';
import { contractPricesFi } from './contract-prices/fi';
import type { Messages } from '../types';

export const fi: Messages = {
  ...coreFi,
  ...catalogueFi,
  ...cartFi,
  ...accountFi,
  ...shellFi,
  ...quoteFi,
  ...quoteRoundsFi,
  ...invoiceFi,
  ...receivablesFi,
  ...webhooksFi,
  ...contractPricesFi,
  ...fulfilmentFi,
  ...supplierPageFi,
  ...backofficeOpsFi,
  ...backofficeFi,
  ...approvalFi,
  ...pricingFi,
  ...quickOrderFi,
  ...requisitionListsFi,
  ...companyFi,
  ...billingFi,
};
