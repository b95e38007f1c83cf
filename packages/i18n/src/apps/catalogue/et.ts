import { coreEt } from '../../messages/core/et';
import { catalogueEt } from '../../messages/catalogue/et';
import { pricingEt } from '../../messages/pricing/et';

export const messages: Record<string, string> = { ...coreEt, ...catalogueEt, ...pricingEt };
