import { accountFi } from './account/fi';
import { backofficeFi } from './backoffice/fi';
import { cartFi } from './cart/fi';
import { catalogueFi } from './catalogue/fi';
import { coreFi } from './core/fi';
import { fulfilmentFi } from './fulfilment/fi';
import { pricingFi } from './pricing/fi';
import { backofficeOpsFi } from './backoffice-ops/fi';
import { shellFi } from './shell/fi';
import type { Messages } from '../types';

export const fi: Messages = {
  ...coreFi,
  ...catalogueFi,
  ...cartFi,
  ...accountFi,
  ...shellFi,
  ...fulfilmentFi,
  ...backofficeOpsFi,
  ...backofficeFi,
  ...pricingFi,
};
