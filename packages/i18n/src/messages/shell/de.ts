import type { shellEn } from './en';

export const shellDe: Record<keyof typeof shellEn, string> = {};
