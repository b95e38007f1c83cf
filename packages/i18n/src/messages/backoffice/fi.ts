import type { backofficeEn } from './en';

export const backofficeFi: Record<keyof typeof backofficeEn, string> = {
  'error.operators_only': 'Tämä on vain kaupan ylläpitäjille.',
};
