/**
 * A `<script type="application/json">` block. `<` is written as \u003c so no value (a product title,
 * a search term) can close the element or open a comment; U+2028/2029 are escaped for old parsers.
 */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
