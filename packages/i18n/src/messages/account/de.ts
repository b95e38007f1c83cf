import type { accountEn } from './en';

export const accountDe: Record<keyof typeof accountEn, string> = {};
