import type { Client, estypes } from '@elastic/elasticsearch';

/** A new version's suffix: the time, and a random part because two builds may start in the same millisecond. */
export const versionStamp = (): string => `${Date.now()}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

export interface AliasMove {
  alias: string;
  /** The complete, refreshed index the alias goes to. */
  index: string;
}

/**
 * Moves every alias to its new index in one `_aliases` call, so a reader resolves all of them to the
 * old indices or all to the new ones; answers the indices the aliases left. An index named like an
 * alias (from before aliases were used) is removed in that same call.
 */
export async function swapAliases(client: Client, moves: AliasMove[]): Promise<string[]> {
  const current = await client.indices.getAlias({ name: moves.map((m) => m.alias) }).catch((error: unknown) => {
    if ((error as { meta?: { statusCode?: number } }).meta?.statusCode === 404) return {};
    throw error;
  });
  const actions: estypes.IndicesUpdateAliasesAction[] = [];
  const retired = new Set<string>();
  for (const { alias, index } of moves) {
    const holders = Object.entries(current).filter(([, held]) => alias in (held.aliases ?? {}));
    if (holders.length === 0 && (await client.indices.exists({ index: alias })))
      actions.push({ remove_index: { index: alias } });
    actions.push({ add: { index, alias } });
    for (const [old] of holders) {
      actions.push({ remove: { index: old, alias } });
      retired.add(old);
    }
  }
  await client.indices.updateAliases({ actions });
  return [...retired];
}

/**
 * Deletes the indices aliases left, once reads other replicas resolved to them just before the
 * swap have had `afterMs` to finish there.
 */
export async function retireIndices(client: Client, indices: string[], afterMs: number): Promise<void> {
  if (indices.length === 0) return;
  await new Promise((resolve) => setTimeout(resolve, afterMs));
  await client.indices.delete({ index: indices, ignore_unavailable: true });
}
