/** Texts of the shell domain (English is the reference: the other languages must have the same keys). */
export const shellEn = {} as const;
