import { z } from 'zod';

export type Env = Record<string, string | undefined>;

/**
 * A service's configuration from its environment, parsed once at start by a zod schema whose keys
 * are the variables' names. A refusal names each variable and the value it got, all of them at
 * once, so a wrong deployment fails before it listens instead of at the first request that needs
 * the value.
 */
export function parseEnv<T>(subject: string, schema: z.ZodType<T, Env>, env: Env): T {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const value = env[name];
    return `  ${name}: ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`;
  });
  throw new Error(`invalid configuration of the ${subject}:\n${problems.join('\n')}`);
}

/** Unset and empty are the same: compose passes `NAME=` for a variable left empty in .env. */
export const optionalEnv = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/**
 * A variable whose value code outside the schema builds and refuses with its own message (a file it
 * reads, a parser of the kit), reported beside the schema's own refusals.
 */
export const envBuiltBy = <T>(build: (value: string | undefined) => T) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return build(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: messageOf(error) });
        return z.NEVER;
      }
    });

/** As `envBuiltBy`, for a value built from several variables, reported as an issue of `name`. */
export function buildOrReport<T>(ctx: z.RefinementCtx, name: string, build: () => T): T {
  try {
    return build();
  } catch (error) {
    ctx.addIssue({ code: 'custom', path: [name], message: messageOf(error) });
    return z.NEVER;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
