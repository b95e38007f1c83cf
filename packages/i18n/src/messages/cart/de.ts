import type { cartEn } from './en';

export const cartDe: Record<keyof typeof cartEn, string> = {};
