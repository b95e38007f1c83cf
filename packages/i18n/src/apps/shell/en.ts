import { coreEn } from '../../messages/core/en';
import { shellEn } from '../../messages/shell/en';

export const messages: Record<string, string> = { ...coreEn, ...shellEn };
