import type { estypes } from '@elastic/elasticsearch';
import type { FilterValue, Filters, Locale, Sort } from '@shop/contracts';
import { fieldWeight, matchWeight, shortestTyped, wholeNameWeight } from '../../domain/match-weights';
import type { Scope } from '../../ports/catalogue-index';

type Query = estypes.QueryDslQueryContainer;

/** Where a filter key lives in the document: the pseudo attributes have their own fields. */
function fieldsOf(key: string): { exact: string; numeric: string | null } {
  if (key === 'supplier') return { exact: 'supplier_slug', numeric: null };
  if (key === 'availability') return { exact: 'availability', numeric: null };
  if (key === 'sale_price') return { exact: 'sale_price', numeric: 'sale_price' };
  return { exact: `attrs.${key}`, numeric: `nums.${key}` };
}

export function filterQuery(key: string, value: FilterValue): Query {
  const { exact, numeric } = fieldsOf(key);
  if (typeof value === 'object') {
    if (!numeric) return { match_none: {} };
    return {
      range: {
        [numeric]: {
          ...(value.min !== undefined ? { gte: value.min } : {}),
          ...(value.max !== undefined ? { lte: value.max } : {}),
        },
      },
    };
  }
  return { term: { [exact]: key === 'sale_price' ? Number(value) : String(value) } };
}

export function scopeQueries(scope: Scope): Query[] {
  const queries: Query[] = [];
  if (scope.categoryId !== undefined) queries.push({ term: { categoryIds: scope.categoryId } });
  if (scope.productIds) queries.push({ terms: { productId: scope.productIds } });
  if (!scope.showHidden) queries.push({ term: { hidden: false } });
  return queries;
}

export function filtersQueries(filters: Filters, except?: string): Query[] {
  return Object.entries(filters)
    .filter(([key]) => key !== except)
    .map(([key, value]) => filterQuery(key, value));
}

export function sortClause(sort: Sort, locale: Locale): estypes.SortCombinations[] {
  const order = sort.direction;
  const field = sort.field === 'title' ? `title_rank.${locale}` : sort.field === 'id' ? 'code_rank' : sort.field;
  return [{ [field]: { order } }, { id: { order } }];
}

/**
 * The embedded engine's match rules (text-index.ts, typo-matches.ts) as Elasticsearch queries, each
 * with the same constant score (domain/match-weights.ts), on a field holding the embedded engine's
 * words and one holding their compound parts (documents.ts): the exact word; words it begins;
 * words with a part it begins ("aita" in "verkkoaita"); and words that begin with one slip of it,
 * as a regular expression over the field's terms (a fuzzy query only matches whole words).
 */
function wordMatches(field: { words: string; parts: string }, token: string, weight: number): Query[] {
  const constant = (filter: Query, match: number) => ({ constant_score: { filter, boost: match * weight } });
  const matches: Query[] = [constant({ term: { [field.words]: token } }, matchWeight.exact)];
  if (token.length >= shortestTyped.prefix)
    matches.push(constant({ prefix: { [field.words]: token } }, matchWeight.prefix));
  if (token.length >= shortestTyped.part)
    matches.push(constant({ prefix: { [field.parts]: token } }, matchWeight.part));
  const slipped = token.length >= shortestTyped.typo ? slips(token) : [];
  if (slipped.length > 0) {
    const value = `(${slipped.join('|')})[a-z]*`;
    matches.push(constant({ regexp: { [field.words]: { value, flags: 'NONE' } } }, matchWeight.typo));
  }
  return matches;
}

/**
 * Every way `token` can be one slip away from the start of a word, as regular expressions: a letter
 * too many, a letter missing or wrong (any letter in its place), or two neighbours swapped. As in
 * the embedded engine, words holding a digit are left out (a slip in 1230 is another size), so
 * a pattern keeping a digit of the token, and any digit in the word, never match. `flags: NONE`
 * reads only `.`, `*`, `?`, `+`, `{}`, `()`, `[]` and `|` as operators; tokens are letters and digits.
 */
function slips(token: string): string[] {
  const patterns = new Set<string>();
  for (let i = 0; i < token.length; i++) {
    patterns.add(token.slice(0, i) + token.slice(i + 1));
    patterns.add(`${token.slice(0, i)}[a-z]${token.slice(i + 1)}`);
    if (i + 1 < token.length) patterns.add(token.slice(0, i) + token[i + 1] + token[i] + token.slice(i + 2));
  }
  for (let i = 0; i <= token.length; i++) patterns.add(`${token.slice(0, i)}[a-z]${token.slice(i)}`);
  return [...patterns].filter((p) => !/\d/.test(p));
}

/**
 * One typed word against a variant, scored as the embedded engine scores it: the best of its
 * matches in the title in the language, the category chain's titles and the supplier's name.
 */
export function tokenQuery(token: string, locale: Locale): Query {
  return {
    dis_max: {
      queries: [
        ...wordMatches({ words: `words.title.${locale}`, parts: `parts.title.${locale}` }, token, fieldWeight.title),
        ...wordMatches(
          { words: `words.category.${locale}`, parts: `parts.category.${locale}` },
          token,
          fieldWeight.category,
        ),
        ...wordMatches({ words: 'words.supplier', parts: 'parts.supplier' }, token, fieldWeight.supplier),
      ],
    },
  };
}

/** The bonus of a supplier's whole name typed: two or more whole words of the name, the last perhaps begun. */
export function wholeSupplierNameQueries(tokens: string[]): Query[] {
  if (tokens.length < 2) return [];
  const last = tokens.length - 1;
  const inName = (token: string, i: number): Query =>
    i === last && token.length >= shortestTyped.prefix
      ? { prefix: { 'words.supplier': token } }
      : { term: { 'words.supplier': token } };
  return [{ constant_score: { filter: { bool: { must: tokens.map(inName) } }, boost: wholeNameWeight } }];
}

/** A typed word against a category's title, by the same rules: what the embedded engine's category search matches. */
export function categoryTokenQuery(token: string, locale: Locale): Query {
  const field = { words: `words.${locale}`, parts: `parts.${locale}` };
  return { bool: { should: wordMatches(field, token, 1), minimum_should_match: 1 } };
}
