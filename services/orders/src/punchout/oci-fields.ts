import { decimalAmount, type PunchoutLine } from './punchout-lines';

/** OCI 5.0's field lengths the shop's values can exceed (SAP cuts or refuses longer ones). */
const descriptionLength = 40;
const longTextLineLength = 132;

/** Splits a text into lines of at most `length` characters, at spaces where it can. */
function textLines(text: string, length: number): string[] {
  const lines: string[] = [];
  let rest = text.replace(/\s+/g, ' ').trim();
  while (rest.length > length) {
    const cut = rest.lastIndexOf(' ', length);
    const at = cut > 0 ? cut : length;
    lines.push(rest.slice(0, at));
    rest = rest.slice(at).trimStart();
  }
  if (rest) lines.push(rest);
  return lines;
}

/**
 * The cart as OCI 5.0's NEW_ITEM fields, in the order a form sends them: `[name, value]` pairs, since
 * the long text repeats its name. Lines count from 1. MATNR stays empty (the buyer's material number
 * is theirs to assign), as does VENDOR (the buyer's own vendor number for the shop, which the shop
 * does not know).
 */
export function ociFields(lines: PunchoutLine[]): [string, string][] {
  return lines.flatMap((line, index) => {
    const n = index + 1;
    const item = (name: string, value: string): [string, string] => [`NEW_ITEM-${name}[${n}]`, value];
    return [
      item('DESCRIPTION', line.description.slice(0, descriptionLength)),
      item('MATNR', ''),
      item('MATGROUP', line.unspsc),
      item('QUANTITY', String(line.quantity)),
      item('UNIT', line.unit),
      item('PRICE', decimalAmount(line.priceCents)),
      item('PRICEUNIT', String(line.priceUnit)),
      item('CURRENCY', line.currency),
      item('LEADTIME', line.leadTimeDays === null ? '' : String(line.leadTimeDays)),
      item('VENDOR', ''),
      item('VENDORMAT', line.code),
      item('MANUFACTNAME', line.supplier),
      item('EXT_PRODUCT_ID', line.code),
      ...textLines(`${line.description}. ${line.longText}`, longTextLineLength).map((text): [string, string] => [
        `NEW_ITEM-LONGTEXT_${n}:132[]`,
        text,
      ]),
    ];
  });
}
