import type { cartEn } from './en';

export const cartFi: Record<keyof typeof cartEn, string> = {};
