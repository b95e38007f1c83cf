import { coreDe } from '../../messages/core/de';
import { catalogueDe } from '../../messages/catalogue/de';
import { pricingDe } from '../../messages/pricing/de';

export const messages: Record<string, string> = { ...coreDe, ...catalogueDe, ...pricingDe };
