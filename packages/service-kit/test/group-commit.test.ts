import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GroupCommit, openSqliteDatabase } from '../src';

function database() {
  const file = join(mkdtempSync(join(tmpdir(), 'group-commit-')), 'db.sqlite');
  const db = openSqliteDatabase(file);
  db.exec('CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER NOT NULL)');
  return { db, file };
}

describe('GroupCommit', () => {
  it('commits the writes of one turn together, durably, each caller told its own result', async () => {
    const { db, file } = database();
    const writes = new GroupCommit(db);
    const insert = db.prepare('INSERT INTO t (k, v) VALUES (?, ?)');
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => writes.run(() => insert.run(`k${i}`, i).changes)),
    );
    expect(results).toEqual(Array(25).fill(1));
    db.close();
    const reopened = openSqliteDatabase(file);
    expect((reopened.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n).toBe(25);
    reopened.close();
  });

  it('fails one write alone: the others of its group are committed', async () => {
    const { db } = database();
    const writes = new GroupCommit(db);
    const insert = db.prepare('INSERT INTO t (k, v) VALUES (?, ?)');
    const outcomes = await Promise.allSettled([
      writes.run(() => insert.run('a', 1)),
      writes.run(() => insert.run('a', 2)),
      writes.run(() => insert.run('b', 3)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(db.prepare('SELECT k, v FROM t ORDER BY k').all()).toEqual([
      { k: 'a', v: 1 },
      { k: 'b', v: 3 },
    ]);
    db.close();
  });

  it('lets a store close after its pending writes are committed', async () => {
    const { db } = database();
    const writes = new GroupCommit(db);
    const pending = writes.run(() => db.prepare('INSERT INTO t (k, v) VALUES (?, ?)').run('late', 1));
    await writes.drain();
    await expect(pending).resolves.toMatchObject({ changes: 1 });
    db.close();
  });
});
