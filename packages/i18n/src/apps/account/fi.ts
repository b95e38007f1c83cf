import { coreFi } from '../../messages/core/fi';
import { quoteRoundsFi } from '../../messages/quote-rounds/fi';
import { quoteFi } from '../../messages/quote/fi';
import { companyFi } from '../../messages/company/fi';
import { billingFi } from '../../messages/billing/fi';
import { approvalFi } from '../../messages/approval/fi';
import { accountFi } from '../../messages/account/fi';
import { fulfilmentFi } from '../../messages/fulfilment/fi';
import { backofficeOpsFi } from '../../messages/backoffice-ops/fi';
import { backofficeFi } from '../../messages/backoffice/fi';
import { receivablesFi } from '../../messages/receivables/fi';
import { webhooksFi } from '../../messages/webhooks/fi';

export const messages: Record<string, string> = {
  ...coreFi,
  ...quoteFi,
  ...quoteRoundsFi,
  ...accountFi,
  ...fulfilmentFi,
  ...backofficeOpsFi,
  ...backofficeFi,
  ...receivablesFi,
  ...webhooksFi,
  ...approvalFi,
  ...companyFi,
  ...billingFi,
};
