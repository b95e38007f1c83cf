/**
 * The Finnish national reference number (viitenumero, Finanssiala's "Kotimainen viitenumero"): a
 * base of 3 to 19 digits and a check digit, the base's digits weighted 7, 3, 1, 7, 3, 1 ... from the
 * right, the check digit what brings the sum up to the next ten. It never starts with 0 (banks drop
 * leading zeros, so the payer's reference would no longer match).
 */
export function finnishReference(base: string): string {
  if (!/^[1-9]\d{2,18}$/.test(base))
    throw new RangeError(`a reference base is 3 to 19 digits, the first not 0, not "${base}"`);
  return `${base}${finnishCheckDigit(base)}`;
}

function finnishCheckDigit(base: string): number {
  const weights = [7, 3, 1];
  const sum = [...base].reverse().reduce((total, digit, i) => total + Number(digit) * weights[i % 3]!, 0);
  return (10 - (sum % 10)) % 10;
}

/** Whether a reference (spaces allowed, as printed) is a Finnish reference number with the right check digit. */
export function isFinnishReference(reference: string): boolean {
  const digits = reference.replace(/\s/g, '');
  return /^[1-9]\d{3,19}$/.test(digits) && finnishReference(digits.slice(0, -1)) === digits;
}

/** A reference as printed on a Finnish invoice: groups of five digits from the right ("86851 62596 19897"). */
export function printedFinnishReference(reference: string): string {
  return reference.replace(/\B(?=(\d{5})+$)/g, ' ');
}
