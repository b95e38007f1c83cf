import { accountEt } from './account/et';
import { backofficeEt } from './backoffice/et';
import { cartEt } from './cart/et';
import { catalogueEt } from './catalogue/et';
import { coreEt } from './core/et';
import { fulfilmentEt } from './fulfilment/et';
import { pricingEt } from './pricing/et';
import { backofficeOpsEt } from './backoffice-ops/et';
import { shellEt } from './shell/et';
import type { Messages } from '../types';

export const et: Messages = {
  ...coreEt,
  ...catalogueEt,
  ...cartEt,
  ...accountEt,
  ...shellEt,
  ...fulfilmentEt,
  ...backofficeOpsEt,
  ...backofficeEt,
  ...pricingEt,
};
