/** Texts of the cart domain (English is the reference: the other languages must have the same keys). */
export const cartEn = {} as const;
