/** Texts of the catalogue domain (English is the reference: the other languages must have the same keys). */
export const catalogueEn = {} as const;
