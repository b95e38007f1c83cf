/**
 * The query id the last searched term was registered under. Enter in the header search opens the
 * results page for that term, whose calls continue the header's query instead of registering the
 * same search twice; a reload forgets it, and the page's search counts as a new one.
 */
let last: { term: string; queryId: string } | null = null;

export const rememberQueryId = (term: string, queryId: string) => {
  last = { term, queryId };
};

export const queryIdOf = (term: string): string | undefined => (last?.term === term ? last.queryId : undefined);

export const forgetQueryIds = () => {
  last = null;
};
