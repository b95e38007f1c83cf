import { coreEn } from '../../messages/core/en';
import { quoteRoundsEn } from '../../messages/quote-rounds/en';
import { quoteEn } from '../../messages/quote/en';
import { companyEn } from '../../messages/company/en';
import { billingEn } from '../../messages/billing/en';
import { approvalEn } from '../../messages/approval/en';
import { accountEn } from '../../messages/account/en';
import { fulfilmentEn } from '../../messages/fulfilment/en';
import { backofficeOpsEn } from '../../messages/backoffice-ops/en';
import { backofficeEn } from '../../messages/backoffice/en';
import { receivablesEn } from '../../messages/receivables/en';
import { webhooksEn } from '../../messages/webhooks/en';

export const messages: Record<string, string> = {
  ...coreEn,
  ...quoteEn,
  ...quoteRoundsEn,
  ...accountEn,
  ...fulfilmentEn,
  ...backofficeOpsEn,
  ...backofficeEn,
  ...receivablesEn,
  ...webhooksEn,
  ...approvalEn,
  ...companyEn,
  ...billingEn,
};
