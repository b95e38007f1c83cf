import { coreEt } from '../../messages/core/et';
import { quoteRoundsEt } from '../../messages/quote-rounds/et';
import { quoteEt } from '../../messages/quote/et';
import { companyEt } from '../../messages/company/et';
import { billingEt } from '../../messages/billing/et';
import { approvalEt } from '../../messages/approval/et';
import { accountEt } from '../../messages/account/et';
import { fulfilmentEt } from '../../messages/fulfilment/et';
import { backofficeOpsEt } from '../../messages/backoffice-ops/et';
import { backofficeEt } from '../../messages/backoffice/et';
import { receivablesEt } from '../../messages/receivables/et';
import { webhooksEt } from '../../messages/webhooks/et';

export const messages: Record<string, string> = {
  ...coreEt,
  ...quoteEt,
  ...quoteRoundsEt,
  ...accountEt,
  ...fulfilmentEt,
  ...backofficeOpsEt,
  ...backofficeEt,
  ...receivablesEt,
  ...webhooksEt,
  ...approvalEt,
  ...companyEt,
  ...billingEt,
};
