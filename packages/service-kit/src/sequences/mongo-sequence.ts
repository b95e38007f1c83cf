import type { Connection } from 'mongoose';

interface SequenceValueDocument {
  name: string;
  value: number;
}

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * Named sequences (order ids, user ids) that hand out each value once on any server speaking the
 * MongoDB protocol: one document per handed-out value, unique on (name, value). `$inc` on one
 * counter document is not enough there (FerretDB 1.x applies updates without isolation: 20
 * concurrent callers got 8 distinct values); an insert against a unique index is atomic everywhere.
 * The documents also record which values were handed out.
 */
export class MongoSequence {
  constructor(
    private readonly connection: Connection,
    private readonly collectionName = 'sequence_values',
  ) {}

  private get values() {
    return this.connection.collection<SequenceValueDocument>(this.collectionName);
  }

  /** The unique index that makes each value single (run at start-up, before the first `next`). */
  async ensureIndexes(): Promise<void> {
    await this.values.createIndex({ name: 1, value: -1 }, { unique: true });
  }

  /** The last value handed out of `name`, 0 when none was. */
  async current(name: string): Promise<number> {
    const [highest] = await this.values.find({ name }).sort({ value: -1 }).limit(1).toArray();
    return highest?.value ?? 0;
  }

  /**
   * The next value of `name` (1 first), or `floor + 1` when the sequence is still below `floor`
   * (a counter carried over from elsewhere). Of concurrent callers, each gets its own value: a
   * caller that finds its value taken reads again and takes the next.
   */
  async next(name: string, floor = 0): Promise<number> {
    for (;;) {
      const value = Math.max(await this.current(name), floor) + 1;
      try {
        await this.values.insertOne({ name, value });
        return value;
      } catch (error) {
        if (!isDuplicate(error)) throw error;
      }
    }
  }
}
