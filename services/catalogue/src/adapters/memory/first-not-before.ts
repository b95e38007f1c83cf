/**
 * Binary search: the first position in [0, length) at which `before` is false, `before` being
 * true up to some position and false from there on (the keys of a sorted list against a key);
 * `length` when it is true everywhere.
 */
export function firstNotBefore(length: number, before: (at: number) => boolean): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
