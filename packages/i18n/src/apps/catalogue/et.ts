import { coreEt } from '../../messages/core/et';
import { catalogueEt } from '../../messages/catalogue/et';
import { supplierPageEt } from '../../messages/supplier-page/et';
import { pricingEt } from '../../messages/pricing/et';

export const messages: Record<string, string> = { ...coreEt, ...catalogueEt, ...supplierPageEt, ...pricingEt };
