import { z } from 'zod';

export type Env = Record<string, string | undefined>;

/** A refused configuration: the part of the process it belongs to, and one line per refused variable. */
export class ConfigRefusal extends Error {
  constructor(
    subject: string,
    readonly problems: readonly string[],
  ) {
    super(`invalid configuration of the ${subject}:\n${problems.join('\n')}`);
  }
}

/** One refused variable, as the refusal lists it. */
export const refusedVariable = (name: string, reason: string, value: string | undefined) =>
  `  ${name}: ${reason}${value === undefined ? '' : ` (got "${value}")`}`;

const problemsOf = (issues: readonly z.core.$ZodIssue[], env: Env) =>
  issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    return refusedVariable(name, issue.message, env[name]);
  });

/**
 * A service's configuration from its environment, parsed once at start by a zod schema whose keys
 * are the variables' names. A refusal names each variable and the value it got, all of them at
 * once, so a wrong deployment fails before it listens instead of at the first request that needs
 * the value.
 */
export function parseEnv<T>(subject: string, schema: z.ZodType<T, Env>, env: Env): T {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  // zod runs a schema's checks across variables only once each variable passed its own: parsed
  // again without the refused ones (their defaults instead), those checks' refusals are listed too.
  const refused = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  const without = Object.fromEntries(Object.entries(env).filter(([name]) => !refused.has(name)));
  const again = schema.safeParse(without);
  const more = again.success ? [] : again.error.issues.filter((issue) => !refused.has(issue.path[0]));
  throw new ConfigRefusal(subject, problemsOf([...parsed.error.issues, ...more], env));
}

/**
 * Every part of a process's configuration parsed, and the refusals of all of them reported in one
 * refusal, so one failed start names every wrong setting. Anything else a part throws is a fault,
 * not a setting, and is thrown as it is.
 */
export function parseAll<T extends readonly unknown[]>(subject: string, parts: { [K in keyof T]: () => T[K] }): T {
  const problems: string[] = [];
  const results = parts.map((part) => {
    try {
      return part();
    } catch (error) {
      if (!(error instanceof ConfigRefusal)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  });
  // Parts that read the same variable (PUBLIC_URL for several embedded services) refuse it once.
  if (problems.length > 0) throw new ConfigRefusal(subject, [...new Set(problems)]);
  return results as unknown as T;
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
