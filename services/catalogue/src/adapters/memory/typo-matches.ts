/**
 * The words of a sorted dictionary that start with (or are) a slip of `typed`: one insertion,
 * deletion, substitution or swap of neighbours away from it (restricted Damerau distance at
 * most 1). Words holding a digit are left out: a "typo" in 1230 is another size, not a slip.
 * Calls `found` with each word's position, in dictionary order.
 *
 * The sorted array is read as a trie without building one: the words sharing a prefix are one
 * range, and a prefix's children are found by binary search on its next letter. The walk carries
 * the distance row of `typed` against the path, so it visits only the prefixes that can still be
 * one edit away, not the whole dictionary.
 */
export function typoMatches(sorted: readonly string[], typed: string, found: (word: number) => void): void {
  const n = typed.length;
  const width = n + 1;
  // Only "at most 1" matters, so distances are capped at 2 (they fit a byte whatever the length);
  // past depth n + 1 every cell is 2, so n + 3 rows suffice.
  const rows = new Uint8Array((n + 3) * width);
  for (let j = 0; j <= n; j++) rows[j] = Math.min(j, 2);
  const t = Array.from(typed, (ch) => ch.charCodeAt(0));

  const acceptRange = (lo: number, hi: number) => {
    for (let w = lo; w < hi; w++) if (!hasDigit(sorted[w]!)) found(w);
  };

  const walk = (lo: number, hi: number, depth: number) => {
    let i = lo;
    // The prefix itself, as a whole word, sorts first; its distance was judged with the prefix.
    if (sorted[i]!.length === depth) i++;
    while (i < hi) {
      const c = sorted[i]!.charCodeAt(depth);
      const end = endOfLetter(sorted, i, hi, depth, c);
      if (!isDigit(c)) {
        const before = depth > 0 ? sorted[i]!.charCodeAt(depth - 1) : -1;
        const row = (depth + 1) * width;
        const up = depth * width;
        const upUp = (depth - 1) * width;
        rows[row] = Math.min(depth + 1, 2);
        let least = rows[row]!;
        for (let j = 1; j <= n; j++) {
          let d = Math.min(rows[up + j]! + 1, rows[row + j - 1]! + 1, rows[up + j - 1]! + (c === t[j - 1] ? 0 : 1));
          if (depth > 0 && j > 1 && c === t[j - 2] && before === t[j - 1]) d = Math.min(d, rows[upUp + j - 2]! + 1);
          if (d > 2) d = 2;
          rows[row + j] = d;
          if (d < least) least = d;
        }
        // Typed word used up within one edit: every word under this prefix matches.
        if (rows[row + n]! <= 1) acceptRange(i, end);
        // A swap reaches back two rows, but a cell of 0 there means a cell of at most 1 here.
        else if (least <= 1) walk(i, end, depth + 1);
      }
      i = end;
    }
  };

  if (sorted.length > 0) walk(0, sorted.length, 0);
}

/** First position in [from, to) whose letter at `depth` comes after `letter` (all there have one). */
function endOfLetter(sorted: readonly string[], from: number, to: number, depth: number, letter: number): number {
  let lo = from + 1;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.charCodeAt(depth) <= letter) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function hasDigit(word: string): boolean {
  for (let k = 0; k < word.length; k++) if (isDigit(word.charCodeAt(k))) return true;
  return false;
}
