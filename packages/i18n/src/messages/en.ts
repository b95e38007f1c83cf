import { accountEn } from './account/en';
import { backofficeEn } from './backoffice/en';
import { cartEn } from './cart/en';
import { catalogueEn } from './catalogue/en';
import { coreEn } from './core/en';
import { fulfilmentEn } from './fulfilment/en';
import { pricingEn } from './pricing/en';
import { backofficeOpsEn } from './backoffice-ops/en';
import { shellEn } from './shell/en';

/** Every text of the shop, by domain; each domain folder holds its four languages. */
export const en = {
  ...coreEn,
  ...catalogueEn,
  ...cartEn,
  ...accountEn,
  ...shellEn,
  ...fulfilmentEn,
  ...backofficeOpsEn,
  ...backofficeEn,
  ...pricingEn,
} as const;

export type TextKey = keyof typeof en;
