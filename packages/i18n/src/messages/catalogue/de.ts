import type { catalogueEn } from './en';

export const catalogueDe: Record<keyof typeof catalogueEn, string> = {};
