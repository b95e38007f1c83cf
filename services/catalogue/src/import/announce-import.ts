import { createEventBusFromEnv, type Env } from '@shop/service-kit';
import type { CatalogueSource, StoredCatalogue } from '../ports/catalogue-source';

/** What an operator does when the running replicas could not be told (docs/production.md). */
const restartReplicas =
  'kubectl rollout restart deployment/<release>-catalogue (compose: docker compose restart catalogue)';

/**
 * Tells the running catalogue replicas that a new version is live (`catalogue.imported` on the bus
 * KAFKA_BROKERS names), once its records and search index are; answers the line the operator reads.
 * The data file of the embedded shop has no running replicas to tell: it is read at the next start.
 */
export async function announceImport(env: Env, source: CatalogueSource, catalogue: StoredCatalogue): Promise<string> {
  if (source.kind === 'file' || !env.KAFKA_BROKERS) return 'The catalogue serves it from its next start.';
  const bus = await createEventBusFromEnv(env, 'catalogue-import');
  try {
    await bus.publish('catalogue.imported', { source: source.location, variants: catalogue.variants.length });
  } catch (error) {
    throw new Error(
      `The catalogue is imported into ${source.location}, but the running replicas were not told ` +
        `(${(error as Error).message}): restart them, ${restartReplicas}.`,
    );
  } finally {
    await bus.close();
  }
  return 'Every running catalogue replica serves it now; replicas started from now on read it.';
}
