import type { EventEnvelope } from '@shop/contracts';
import { openSqliteDatabase, type SqliteDatabase } from '../sqlite';
import type { DeadLetter, KeptDeadLetter, Replay } from './event-bus';

/**
 * Where the in-process bus keeps its dead letters. Synchronous: the bus stores a letter in the
 * same turn its last attempt failed, so no dead letter waits in memory for a write.
 */
export interface DeadLetterStore {
  add(letter: DeadLetter): KeptDeadLetter;
  /** Oldest first, replayed ones included. */
  list(): KeptDeadLetter[];
  /** Marks a letter replayed; false when it is unknown or was replayed already. */
  markReplayed(id: string, replay: Replay): boolean;
  close(): void;
}

/** Dead letters of this process only: lost when it ends (tests, and a bus without a data folder). */
export class MemoryDeadLetters implements DeadLetterStore {
  private readonly letters: KeptDeadLetter[] = [];
  private next = 1;

  add(letter: DeadLetter): KeptDeadLetter {
    const kept = { ...letter, id: String(this.next++), replayed: null };
    this.letters.push(kept);
    return kept;
  }

  list(): KeptDeadLetter[] {
    return this.letters.map((letter) => ({ ...letter }));
  }

  markReplayed(id: string, replay: Replay): boolean {
    const letter = this.letters.find((l) => l.id === id);
    if (!letter || letter.replayed) return false;
    letter.replayed = replay;
    return true;
  }

  close(): void {}
}

interface Row {
  id: number;
  event: string;
  consumer_group: string;
  error: string;
  attempts: number;
  failed_at: string;
  replayed_at: string | null;
  replayed_by: string | null;
}

/**
 * The embedded shop's dead letters in a SQLite file of their own (DATA_DIR/events/dead-letters.sqlite):
 * they survive a restart, so an operator can still replay what failed before it.
 */
export class SqliteDeadLetters implements DeadLetterStore {
  private readonly db: SqliteDatabase;

  constructor(file: string) {
    this.db = openSqliteDatabase(file);
    this.db.exec(`CREATE TABLE IF NOT EXISTS dead_letters (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      event TEXT NOT NULL,
      consumer_group TEXT NOT NULL,
      error TEXT NOT NULL,
      attempts INTEGER NOT NULL,
      failed_at TEXT NOT NULL,
      replayed_at TEXT,
      replayed_by TEXT
    )`);
  }

  add(letter: DeadLetter): KeptDeadLetter {
    const { lastInsertRowid } = this.db
      .prepare('INSERT INTO dead_letters (event, consumer_group, error, attempts, failed_at) VALUES (?, ?, ?, ?, ?)')
      .run(JSON.stringify(letter.event), letter.group, letter.error, letter.attempts, letter.failedAt);
    return { ...letter, id: String(lastInsertRowid), replayed: null };
  }

  list(): KeptDeadLetter[] {
    return (this.db.prepare('SELECT * FROM dead_letters ORDER BY id').all() as Row[]).map((row) => ({
      id: String(row.id),
      event: JSON.parse(row.event) as EventEnvelope,
      group: row.consumer_group,
      error: row.error,
      attempts: row.attempts,
      failedAt: row.failed_at,
      replayed: row.replayed_at ? { at: row.replayed_at, by: row.replayed_by ?? '' } : null,
    }));
  }

  markReplayed(id: string, replay: Replay): boolean {
    if (!/^\d{1,15}$/.test(id)) return false;
    const { changes } = this.db
      .prepare('UPDATE dead_letters SET replayed_at = ?, replayed_by = ? WHERE id = ? AND replayed_at IS NULL')
      .run(replay.at, replay.by, Number(id));
    return changes === 1;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
