import type { accountEn } from './en';

export const accountFi: Record<keyof typeof accountEn, string> = {};
