import type { cartEn } from './en';

export const cartEt: Record<keyof typeof cartEn, string> = {};
