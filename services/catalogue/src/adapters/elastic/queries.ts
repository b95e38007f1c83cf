import type { estypes } from '@elastic/elasticsearch';
import type { FilterValue, Filters, Locale, Sort } from '@shop/contracts';
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
 * A word's parts through an n-gram field: every trigram of the word must be in the title, so
 * "aita" finds "verkkoaita" but "stahlr" does not find "Stahl". A `match` with operator `and`
 * cannot say that: the n-gram filter puts all grams of a word at one position, and Elasticsearch
 * turns them into one synonym query that any single gram satisfies. Each trigram is analysed by the
 * field's own analyser (lowercase, folding); the boost is shared out so long words do not outweigh
 * an exact match.
 */
export function ngramQuery(field: string, token: string, boost = 1): Query {
  const chars = [...token];
  const grams = [...new Set(chars.slice(0, -2).map((_, i) => chars.slice(i, i + 3).join('')))];
  return {
    bool: { must: grams.map((gram) => ({ match: { [field]: { query: gram, boost: boost / grams.length } } })) },
  };
}

/**
 * One typed word against a variant: the title in the language (stemmed, one typo allowed from
 * five letters on), word prefixes as the buyer types, compound parts through the n-gram field,
 * and the category and supplier names; weights as in the embedded engine.
 */
export function tokenQuery(token: string, locale: Locale): Query {
  const fuzzy = token.length >= 5 && !/\d/.test(token);
  const should: Query[] = [
    { match: { [`title.${locale}`]: { query: token, boost: 30 } } },
    { prefix: { [`title.${locale}.folded`]: { value: token, boost: 21 } } },
    { match: { [`category_titles.${locale}`]: { query: token, boost: 20 } } },
    { prefix: { [`category_titles.${locale}.folded`]: { value: token, boost: 14 } } },
    { match: { supplier_name: { query: token, boost: 20 } } },
    { prefix: { supplier_name: { value: token, boost: 14 } } },
  ];
  if (fuzzy)
    should.push({ match: { [`title.${locale}.folded`]: { query: token, fuzziness: 1, prefix_length: 1, boost: 12 } } });
  if (token.length >= 4) should.push(ngramQuery(`title.${locale}.ngram`, token, 18));
  return { bool: { should, minimum_should_match: 1 } };
}

/** The same for a category title. */
export function categoryTokenQuery(token: string, locale: Locale): Query {
  const should: Query[] = [
    { match: { [`title.${locale}`]: token } },
    { prefix: { [`title.${locale}.folded`]: token } },
  ];
  if (token.length >= 4) should.push(ngramQuery(`title.${locale}.ngram`, token));
  if (token.length >= 5)
    should.push({ match: { [`title.${locale}.folded`]: { query: token, fuzziness: 1, prefix_length: 1 } } });
  return { bool: { should, minimum_should_match: 1 } };
}
