import { coreEn } from '../../messages/core/en';
import { catalogueEn } from '../../messages/catalogue/en';
import { supplierPageEn } from '../../messages/supplier-page/en';
import { pricingEn } from '../../messages/pricing/en';

export const messages: Record<string, string> = { ...coreEn, ...catalogueEn, ...supplierPageEn, ...pricingEn };
