import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openMigratedDatabase, openSqliteDatabase, SchemaTooNewError, type Migration } from '../src';

const notes: Migration[] = [
  { version: 1, name: 'notes table', up: (db) => db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)') },
  { version: 2, name: 'author column', up: (db) => db.exec('ALTER TABLE notes ADD COLUMN author TEXT') },
];

const versions = (db: ReturnType<typeof openSqliteDatabase>, schema = 'notes') =>
  db.prepare('SELECT version, name FROM schema_migrations WHERE schema = ? ORDER BY version').all(schema);

describe('migrate (versioned SQLite schemas)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'migrate-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  const fresh = () => join(dir, `db-${n++}.sqlite`);

  it('applies every step to a new file in order, records each, and tells the logger', () => {
    const db = openSqliteDatabase(fresh());
    const logged: object[] = [];
    const applied = migrate(db, 'notes', notes, { info: (details) => logged.push(details) });
    expect(applied.map((m) => m.version)).toEqual([1, 2]);
    expect(versions(db)).toEqual([
      { version: 1, name: 'notes table' },
      { version: 2, name: 'author column' },
    ]);
    expect(logged).toEqual([
      expect.objectContaining({ schema: 'notes', version: 1, migration: 'notes table' }),
      expect.objectContaining({ schema: 'notes', version: 2, migration: 'author column' }),
    ]);
    db.prepare('INSERT INTO notes (text, author) VALUES (?, ?)').run('hello', 'anna');
    db.close();
  });

  it('applies only the steps a file has not had, and nothing on the next start', () => {
    const file = fresh();
    const first = openSqliteDatabase(file);
    migrate(first, 'notes', notes.slice(0, 1));
    first.prepare('INSERT INTO notes (text) VALUES (?)').run('kept');
    first.close();

    const second = openSqliteDatabase(file);
    expect(migrate(second, 'notes', notes).map((m) => m.version)).toEqual([2]);
    expect(migrate(second, 'notes', notes)).toEqual([]);
    expect(second.prepare('SELECT text, author FROM notes').all()).toEqual([{ text: 'kept', author: null }]);
    second.close();
  });

  it('keeps the versions of several schemas in one file apart', () => {
    const db = openSqliteDatabase(fresh());
    migrate(db, 'notes', notes);
    migrate(db, 'tags', [{ version: 1, name: 'tags table', up: (d) => d.exec('CREATE TABLE tags (t TEXT)') }]);
    expect(versions(db, 'tags')).toEqual([{ version: 1, name: 'tags table' }]);
    expect(versions(db, 'notes')).toHaveLength(2);
    db.close();
  });

  it('rolls a failing step back whole, records nothing for it, and applies it on the next start once fixed', () => {
    const file = fresh();
    const db = openSqliteDatabase(file);
    const broken: Migration = {
      version: 2,
      name: 'author column',
      up: (d) => {
        d.exec('ALTER TABLE notes ADD COLUMN author TEXT');
        d.exec('THIS IS NOT SQL');
      },
    };
    expect(() => migrate(db, 'notes', [notes[0]!, broken])).toThrow(/syntax error/);
    expect(versions(db)).toEqual([{ version: 1, name: 'notes table' }]);
    expect(db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('notes')).toEqual(['id', 'text']);
    expect(migrate(db, 'notes', notes).map((m) => m.version)).toEqual([2]);
    db.close();
  });

  it('refuses a file from the future (a newer release wrote it) before touching anything', () => {
    const file = fresh();
    const newer = openSqliteDatabase(file);
    migrate(newer, 'notes', [...notes, { version: 3, name: 'later', up: (d) => d.exec('CREATE TABLE later (x)') }]);
    newer.close();

    const db = openSqliteDatabase(file);
    const run = () => migrate(db, 'notes', notes);
    expect(run).toThrow(SchemaTooNewError);
    expect(run).toThrow(/schema "notes" is at version 3, this code knows versions up to 2/);
    db.close();
  });

  it('refuses a list that is not numbered 1, 2, 3...', () => {
    const db = openSqliteDatabase(fresh());
    expect(() => migrate(db, 'notes', [notes[1]!])).toThrow(/numbered 1, 2, 3/);
    db.close();
  });

  it('openMigratedDatabase closes the file again when a schema is refused', () => {
    const file = fresh();
    const newer = openMigratedDatabase(file, {
      notes: [...notes, { version: 3, name: 'later', up: () => undefined }],
    });
    newer.close();
    expect(() => openMigratedDatabase(file, { notes })).toThrow(SchemaTooNewError);
    // Nothing holds the file: it can be removed and opened afresh.
    rmSync(file);
    openMigratedDatabase(file, { notes }).close();
  });
});
