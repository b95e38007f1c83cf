/**
 * How much a typed word's match counts, in both engines alike: the embedded engine scores with
 * these integers, and Elasticsearch's query gives each kind of match the same constant score, so
 * the two rank the same documents in the same order (ties: the curated order, then the id).
 *
 * A typed word counts once per document, with its best match; a document's score is the sum over
 * the typed words, and it must match every one.
 */
export const matchWeight = { exact: 10, prefix: 7, part: 6, typo: 4 } as const;

/** A word of the title counts more than one of the category or supplier name. */
export const fieldWeight = { title: 3, category: 2, supplier: 2 } as const;

/**
 * Added to a supplier's variants when a search of two or more words finds every one of them in that
 * supplier's name, as whole words (the last may be begun, as typed): the buyer typed the name, which
 * counts as an exact word of the title. Without it "Kainuun Aita Oy" answered Kainuun Teräs Oy's
 * "Aitapaketti" first, and "Allgäu Draht GmbH" Allgäu Stahl GmbH's wire: a title word outweighed a name's.
 */
export const wholeNameWeight = matchWeight.exact * fieldWeight.title;

/** The shortest typed word matched as a prefix, as a part of a compound, and with a typo. */
export const shortestTyped = { prefix: 2, part: 4, typo: 5 } as const;
