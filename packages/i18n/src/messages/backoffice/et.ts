import type { backofficeEn } from './en';

export const backofficeEt: Record<keyof typeof backofficeEn, string> = {
  'error.operators_only': 'See on ainult poe haldajatele.',
};
