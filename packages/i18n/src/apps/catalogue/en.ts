import { coreEn } from '../../messages/core/en';
import { catalogueEn } from '../../messages/catalogue/en';

export const messages: Record<string, string> = { ...coreEn, ...catalogueEn };
