import { coreDe } from '../../messages/core/de';
import { catalogueDe } from '../../messages/catalogue/de';
import { supplierPageDe } from '../../messages/supplier-page/de';
import { pricingDe } from '../../messages/pricing/de';

export const messages: Record<string, string> = { ...coreDe, ...catalogueDe, ...supplierPageDe, ...pricingDe };
