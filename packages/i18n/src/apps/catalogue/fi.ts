import { coreFi } from '../../messages/core/fi';
import { catalogueFi } from '../../messages/catalogue/fi';
import { supplierPageFi } from '../../messages/supplier-page/fi';
import { pricingFi } from '../../messages/pricing/fi';

export const messages: Record<string, string> = { ...coreFi, ...catalogueFi, ...supplierPageFi, ...pricingFi };
