import type { catalogueEn } from './en';

export const catalogueFi: Record<keyof typeof catalogueEn, string> = {};
