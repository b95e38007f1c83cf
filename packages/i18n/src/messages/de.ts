import { accountDe } from './account/de';
import { companyDe } from './company/de';
import { billingDe } from './billing/de';
import { backofficeDe } from './backoffice/de';
import { approvalDe } from './approval/de';
import { cartDe } from './cart/de';
import { catalogueDe } from './catalogue/de';
import { coreDe } from './core/de';
import { fulfilmentDe } from './fulfilment/de';
import { supplierPageDe } from './supplier-page/de';
import { backofficeOpsDe } from './backoffice-ops/de';
import { quickOrderDe } from './quick-order/de';
import { pricingDe } from './pricing/de';
import { shellDe } from './shell/de';
import { quoteRoundsDe } from './quote-rounds/de';
import { quoteDe } from './quote/de';
import { invoiceDe } from './invoice/de';
import { receivablesDe } from './receivables/de';
import { webhooksDe } from './webhooks/de';
import { requisitionListsDe } from './requisition-lists/de';
import { contractPricesDe } from './contract-prices/de';
import type { Messages } from '../types';

export const de: Messages = {
  ...coreDe,
  ...catalogueDe,
  ...cartDe,
  ...accountDe,
  ...shellDe,
  ...quoteDe,
  ...quoteRoundsDe,
  ...invoiceDe,
  ...receivablesDe,
  ...webhooksDe,
  ...contractPricesDe,
  ...fulfilmentDe,
  ...supplierPageDe,
  ...backofficeOpsDe,
  ...backofficeDe,
  ...approvalDe,
  ...pricingDe,
  ...quickOrderDe,
  ...requisitionListsDe,
  ...companyDe,
  ...billingDe,
};
