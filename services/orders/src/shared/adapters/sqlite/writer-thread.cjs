/**
 * The order store's writer thread (started by sqlite-writer.ts): its own connection to the file
 * with the service's pragmas (WAL, synchronous=FULL). Every batch waiting when it wakes runs in one
 * transaction, one savepoint per write (a statement or a runAll group), so one fsync makes them
 * all durable; then it answers each write's outcome. Plain CommonJS, so the thread runs the same
 * under node, tsx and jest without a loader of its own.
 */
const { parentPort, workerData, receiveMessageOnPort } = require('node:worker_threads');
const Database = require('better-sqlite3');

const db = new Database(workerData.file);
for (const pragma of workerData.pragmas) db.pragma(pragma);

const statements = new Map();
const prepare = (sql) => {
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
};
// A RunResult crosses to the other thread as its two fields; a row (RETURNING) as it is.
const plain = (value) =>
  value && typeof value === 'object' && 'changes' in value
    ? { changes: value.changes, lastInsertRowid: value.lastInsertRowid }
    : value;
const execute = (write) => {
  const statement = prepare(write.sql);
  return plain(write.get ? statement.get(...write.params) : statement.run(...write.params));
};
// A guarded group stops after its first statement when that changed no row (an UPDATE that found
// another revision, or no order): the rest (the order's lines, its events) belongs to that change.
const executeGroup = (write) => {
  const results = [];
  for (const statement of write.all) {
    results.push(execute(statement));
    if (write.guarded && results.length === 1 && results[0].changes === 0) break;
  }
  return results;
};
const failure = (error, prefix = '') => ({
  ok: false,
  message: prefix + String(error && error.message),
  code: error && error.code,
});

const closeAll = () => {
  db.close();
  parentPort.close();
};

parentPort.on('message', (first) => {
  if (first.close) return closeAll();
  // Batches that arrived while the last commit was on disk join this one: group commit.
  const batches = [first];
  let closeAfter = false;
  for (let next = receiveMessageOnPort(parentPort); next; next = receiveMessageOnPort(parentPort)) {
    if (next.message.close) closeAfter = true;
    else batches.push(next.message);
  }
  const outcomes = [];
  try {
    db.transaction(() => {
      for (const batch of batches) {
        for (const write of batch.writes) {
          try {
            // A nested transaction is a savepoint: a failing write (or runAll group) rolls back alone.
            const value = db.transaction(() => (write.all ? executeGroup(write) : execute(write)))();
            outcomes.push({ ok: true, value });
          } catch (error) {
            outcomes.push(failure(error));
          }
        }
      }
    })();
  } catch (error) {
    const failed = failure(error, 'commit failed: ');
    outcomes.length = 0;
    for (const batch of batches) for (let i = 0; i < batch.writes.length; i++) outcomes.push(failed);
  }
  parentPort.postMessage({ ids: batches.map((batch) => batch.id), outcomes });
  if (closeAfter) closeAll();
});
