import { coreEt } from '../../messages/core/et';
import { quoteEt } from '../../messages/quote/et';
import { companyEt } from '../../messages/company/et';
import { billingEt } from '../../messages/billing/et';
import { approvalEt } from '../../messages/approval/et';
import { accountEt } from '../../messages/account/et';
import { fulfilmentEt } from '../../messages/fulfilment/et';
import { backofficeOpsEt } from '../../messages/backoffice-ops/et';
import { backofficeEt } from '../../messages/backoffice/et';
import { receivablesEt } from '../../messages/receivables/et';

export const messages: Record<string, string> = {
  ...coreEt,
  ...quoteEt,
  ...accountEt,
  ...fulfilmentEt,
  ...backofficeOpsEt,
  ...backofficeEt,
  ...receivablesEt,
  ...approvalEt,
  ...companyEt,
  ...billingEt,
};
