import type { catalogueEn } from './en';

export const catalogueEt: Record<keyof typeof catalogueEn, string> = {};
