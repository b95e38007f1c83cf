import { coreDe } from '../../messages/core/de';
import { quoteRoundsDe } from '../../messages/quote-rounds/de';
import { quoteDe } from '../../messages/quote/de';
import { companyDe } from '../../messages/company/de';
import { billingDe } from '../../messages/billing/de';
import { approvalDe } from '../../messages/approval/de';
import { accountDe } from '../../messages/account/de';
import { fulfilmentDe } from '../../messages/fulfilment/de';
import { backofficeOpsDe } from '../../messages/backoffice-ops/de';
import { backofficeDe } from '../../messages/backoffice/de';
import { receivablesDe } from '../../messages/receivables/de';
import { webhooksDe } from '../../messages/webhooks/de';

export const messages: Record<string, string> = {
  ...coreDe,
  ...quoteDe,
  ...quoteRoundsDe,
  ...accountDe,
  ...fulfilmentDe,
  ...backofficeOpsDe,
  ...backofficeDe,
  ...receivablesDe,
  ...webhooksDe,
  ...approvalDe,
  ...companyDe,
  ...billingDe,
};
