import type { shellEn } from './en';

export const shellFi: Record<keyof typeof shellEn, string> = {};
