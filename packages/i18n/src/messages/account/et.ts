import type { accountEn } from './en';

export const accountEt: Record<keyof typeof accountEn, string> = {};
