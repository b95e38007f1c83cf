import type { shellEn } from './en';

export const shellEt: Record<keyof typeof shellEn, string> = {};
