import { coreEn } from '../../messages/core/en';
import { cartEn } from '../../messages/cart/en';

export const messages: Record<string, string> = { ...coreEn, ...cartEn };
