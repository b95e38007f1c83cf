import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { openSqliteDatabase } from '@shop/service-kit';
import { SqliteWriteError, SqliteWriter } from '../../../../src/shared/adapters/sqlite/sqlite-writer';

function database() {
  const file = join(mkdtempSync(join(tmpdir(), 'sqlite-writer-')), 'db.sqlite');
  const db = openSqliteDatabase(file);
  db.exec('CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER NOT NULL)');
  return { db, file, writer: new SqliteWriter(file) };
}
const insert = 'INSERT INTO t (k, v) VALUES (?, ?)';

describe('SqliteWriter (group commit on a writer thread)', () => {
  it('commits the writes of one turn together, durably, each caller told its own result', async () => {
    const { db, file, writer } = database();
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => writer.run(insert, [`k${i}`, i])));
    expect(results.map((r) => r.changes)).toEqual(Array(25).fill(1));
    // Visible to this thread's own connection as soon as the promises resolved.
    expect((db.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n).toBe(25);
    await writer.close();
    db.close();
    const reopened = openSqliteDatabase(file);
    expect((reopened.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n).toBe(25);
    reopened.close();
  });

  it('sends the writes requested while a batch is out together, as the next batch, once it is answered', async () => {
    const { db, writer } = database();
    const posted = jest.spyOn((writer as unknown as { worker: Worker }).worker, 'postMessage');
    // A statement that keeps the thread busy while the next writes are requested, each in a turn of its own.
    const slow = writer.get(
      'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 300000) SELECT count(*) AS n FROM c',
      [],
    );
    const later: Promise<unknown>[] = [];
    for (const key of ['a', 'b', 'c']) {
      await new Promise((resolve) => setImmediate(resolve));
      later.push(writer.run(insert, [key, 1]));
    }
    expect(await slow).toEqual({ n: 300000 });
    await Promise.all(later);
    expect(posted.mock.calls.map(([message]) => (message as { writes: unknown[] }).writes.length)).toEqual([1, 3]);
    expect((db.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n).toBe(3);
    await writer.close();
    db.close();
  });

  it('fails one write alone, with SQLite’s message and code: the others of its group are committed', async () => {
    const { db, writer } = database();
    const outcomes = await Promise.allSettled([
      writer.run(insert, ['a', 1]),
      writer.run(insert, ['a', 2]),
      writer.run(insert, ['b', 3]),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const error = (outcomes[1] as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(SqliteWriteError);
    expect(error).toMatchObject({
      code: 'SQLITE_CONSTRAINT_PRIMARYKEY',
      message: expect.stringContaining('UNIQUE constraint failed: t.k'),
    });
    expect(db.prepare('SELECT k, v FROM t ORDER BY k').all()).toEqual([
      { k: 'a', v: 1 },
      { k: 'b', v: 3 },
    ]);
    await writer.close();
    db.close();
  });

  it('answers the row of a statement with RETURNING, and undefined when there is none', async () => {
    const { db, writer } = database();
    await writer.run(insert, ['a', 1]);
    expect(await writer.get('UPDATE t SET v = v + 1 WHERE k = ? RETURNING v', ['a'])).toEqual({ v: 2 });
    expect(await writer.get('UPDATE t SET v = v + 1 WHERE k = ? RETURNING v', ['missing'])).toBeUndefined();
    await writer.close();
    db.close();
  });

  it('runs the committed hooks in write order, all before any caller resumes, none for a failed write', async () => {
    const { db, writer } = database();
    const events: string[] = [];
    const write = (k: string) =>
      writer
        .run(insert, [k, 1], () => events.push(`hook ${k}`))
        .then(
          () => events.push(`resolved ${k}`),
          () => events.push(`rejected ${k}`),
        );
    await Promise.all([write('a'), write('b'), write('a'), write('c')]);
    expect(events).toEqual(['hook a', 'hook b', 'hook c', 'resolved a', 'resolved b', 'rejected a', 'resolved c']);
    await writer.close();
    db.close();
  });

  it('rejects a caller whose hook throws; its write stays committed', async () => {
    const { db, writer } = database();
    const failing = writer.run(insert, ['a', 1], () => {
      throw new Error('cache update failed');
    });
    await expect(failing).rejects.toThrow('cache update failed');
    expect(db.prepare('SELECT v FROM t WHERE k = ?').get('a')).toEqual({ v: 1 });
    await writer.close();
    db.close();
  });

  it('commits what is pending before it closes, and refuses writes after', async () => {
    const { db, writer } = database();
    const pending = writer.run(insert, ['late', 1]);
    await writer.close();
    await expect(pending).resolves.toMatchObject({ changes: 1 });
    await expect(writer.run(insert, ['after', 1])).rejects.toThrow(/closed/);
    expect(db.prepare('SELECT k FROM t').all()).toEqual([{ k: 'late' }]);
    db.close();
  });

  it('fails writes, instead of leaving them waiting, when its thread has ended', async () => {
    const { db, writer } = database();
    await writer.run(insert, ['a', 1]);
    await (writer as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(writer.run(insert, ['b', 1])).rejects.toThrow(/stopped/);
    await writer.close();
    db.close();
  });

  it('runAll keeps nothing of a group when one of its statements fails; other writes of its commit stay', async () => {
    const { db, writer } = database();
    const single = writer.run(insert, ['alone', 1]);
    const group = writer.runAll([
      { sql: insert, params: ['first', 1] },
      { sql: insert, params: ['alone', 2] },
    ]);
    await single;
    await expect(group).rejects.toBeInstanceOf(SqliteWriteError);
    const results = await writer.runAll([
      { sql: insert, params: ['x', 1] },
      { sql: `${insert} RETURNING k`, params: ['y', 1], get: true },
    ]);
    expect(results).toEqual([expect.objectContaining({ changes: 1 }), { k: 'y' }]);
    await writer.close();
    expect(db.prepare('SELECT k FROM t ORDER BY k').pluck().all()).toEqual(['alone', 'x', 'y']);
    db.close();
  });

  it('runs the rest of a guarded group only when its first statement changed a row', async () => {
    const { db, writer } = database();
    await writer.run(insert, ['a', 1]);
    const update = (from: number) => ({ sql: 'UPDATE t SET v = v + 1 WHERE k = ? AND v = ?', params: ['a', from] });
    const line = (key: string) => ({ sql: insert, params: [key, 0] });
    const refused = await writer.runAll([update(7), line('x')], undefined, { guarded: true });
    const done = await writer.runAll([update(1), line('y')], undefined, { guarded: true });
    expect(refused).toEqual([{ changes: 0, lastInsertRowid: expect.anything() }]);
    expect(done.map((r) => (r as { changes: number }).changes)).toEqual([1, 1]);
    expect(db.prepare('SELECT k FROM t ORDER BY k').pluck().all()).toEqual(['a', 'y']);
    await writer.close();
    db.close();
  });

  it('needs a file: a :memory: database cannot be shared with a thread', () => {
    expect(() => new SqliteWriter(':memory:')).toThrow(/database file/);
  });
});
