import { accountDe } from './account/de';
import { backofficeDe } from './backoffice/de';
import { cartDe } from './cart/de';
import { catalogueDe } from './catalogue/de';
import { coreDe } from './core/de';
import { fulfilmentDe } from './fulfilment/de';
import { pricingDe } from './pricing/de';
import { backofficeOpsDe } from './backoffice-ops/de';
import { shellDe } from './shell/de';
import type { Messages } from '../types';

export const de: Messages = {
  ...coreDe,
  ...catalogueDe,
  ...cartDe,
  ...accountDe,
  ...shellDe,
  ...fulfilmentDe,
  ...backofficeOpsDe,
  ...backofficeDe,
  ...pricingDe,
};
