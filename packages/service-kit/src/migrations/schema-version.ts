/** Where the runner reports what it applied (pino's and Fastify's loggers fit). */
export interface MigrationLogger {
  info(details: object, message: string): void;
}

/** The database holds a schema this code does not know: written by a newer release. */
export class SchemaTooNewError extends Error {
  constructor(
    readonly schema: string,
    readonly found: number,
    readonly known: number,
    where: string,
  ) {
    super(
      `${where}: schema "${schema}" is at version ${found}, this code knows versions up to ${known}. ` +
        'A newer release wrote it; run that release (or restore a backup) instead of starting this one on it.',
    );
    this.name = 'SchemaTooNewError';
  }
}

/** Versions 1, 2, 3...: a gap or a repeat is a mistake in the list, found before any step runs. */
export function checkNumbering(schema: string, migrations: readonly { version: number }[]) {
  migrations.forEach((migration, i) => {
    if (migration.version !== i + 1)
      throw new Error(`migrations of "${schema}" must be numbered 1, 2, 3...; #${i + 1} is ${migration.version}`);
  });
}
