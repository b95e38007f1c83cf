import type { CartItem } from '@shop/contracts';

/**
 * Which lines of `after` a change made, against the lines it was made from (`before`): the
 * indexes of the lines that are not the same object (changes never alter a line in place, and
 * repriceOrder keeps a line whose figures did not change), lines appended at the end included.
 * Undefined when the change removed or reordered lines: then every line is to be written.
 * Comparing objects, not their fields, keeps this a pass of pointer checks on a 500-line cart.
 */
export function changedLines(before: readonly CartItem[], after: readonly CartItem[]): number[] | undefined {
  if (after.length < before.length) return undefined;
  const changed: number[] = [];
  for (let i = 0; i < after.length; i++) {
    const was = before[i];
    if (was !== undefined && after[i]!.id !== was.id) return undefined;
    if (after[i] !== was) changed.push(i);
  }
  return changed;
}
