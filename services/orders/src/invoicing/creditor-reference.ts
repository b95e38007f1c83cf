/**
 * The RF creditor reference of ISO 11649: "RF", two check digits, and a reference of 1 to 21
 * letters or digits. The check digits make the whole, moved to end with "RF" and letters turned
 * to numbers (A = 10 ... Z = 35), equal 1 modulo 97 (the scheme of IBAN, ISO 7064 MOD 97-10).
 */
export function creditorReference(reference: string): string {
  const body = reference.toUpperCase();
  if (!/^[A-Z0-9]{1,21}$/.test(body))
    throw new RangeError(`an RF reference holds 1 to 21 letters or digits, not "${reference}"`);
  const check = 98 - mod97(`${body}RF00`);
  return `RF${String(check).padStart(2, '0')}${body}`;
}

/** Whether a reference (spaces allowed, as printed) is an RF creditor reference with the right check digits. */
export function isCreditorReference(reference: string): boolean {
  const compact = reference.replace(/\s/g, '').toUpperCase();
  return /^RF\d{2}[A-Z0-9]{1,21}$/.test(compact) && mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1;
}

/** An RF reference as printed: groups of four characters ("RF09 8685 1625 9619 897"). */
export function printedCreditorReference(reference: string): string {
  return reference.replace(/(.{4})(?!$)/g, '$1 ');
}

/** The remainder modulo 97 of letters and digits read as one number, digit by digit (it outgrows a double). */
export function mod97(text: string): number {
  const digits = [...text].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  return [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0);
}
