/** Texts of the account domain (English is the reference: the other languages must have the same keys). */
export const accountEn = {} as const;
