import type { backofficeEn } from './en';

export const backofficeDe: Record<keyof typeof backofficeEn, string> = {
  'error.operators_only': 'Das ist nur für die Betreiber des Shops.',
};
