import { coreEn } from '../../messages/core/en';
import { accountEn } from '../../messages/account/en';

export const messages: Record<string, string> = { ...coreEn, ...accountEn };
