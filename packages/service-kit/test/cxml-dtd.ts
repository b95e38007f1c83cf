import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/*
 * Validation of the shop's cXML documents against the cXML DTD (docs/procurement.md, "DTD
 * validation"): the JDK's validating XML parser through infra/cxml/CxmlDtdCheck.java, Java's
 * single-file mode, so nothing is compiled or installed.
 */
const repoRoot = resolve(dirname(__filename), '..', '..', '..');
export const cxmlDtd = join(repoRoot, 'infra', 'cxml', 'cXML-1.2.014-subset.dtd');
const checker = join(repoRoot, 'infra', 'cxml', 'CxmlDtdCheck.java');
/** One JVM compiling the checker and reading a few documents: seconds, a minute on a loaded machine. */
export const cxmlCheckTimeoutMs = 5 * 60_000;

/** Why the validation cannot run here, or null: it needs a JDK. */
export function cxmlValidatorUnavailableReason(): string | null {
  const java = spawnSync('java', ['-version'], { stdio: 'ignore', timeout: 60_000 });
  return java.status === 0 ? null : 'no `java` on PATH (a JDK validates the cXML documents against the DTD)';
}

/** The DTD's findings for each named document: [] for a valid one. */
export function dtdErrors(documents: Record<string, string>): Record<string, string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'cxml-dtd-'));
  try {
    const files = Object.entries(documents).map(([name, xml]) => {
      const file = join(dir, `${name}.xml`);
      writeFileSync(file, xml);
      return [name, file] as const;
    });
    const run = spawnSync('java', [checker, cxmlDtd, ...files.map(([, file]) => file)], {
      encoding: 'utf8',
      timeout: cxmlCheckTimeoutMs,
    });
    if (run.status !== 0 && run.status !== 1) throw new Error(`the cXML DTD check failed: ${run.stderr}`);
    return Object.fromEntries(
      files.map(([name, file]) => [
        name,
        run.stdout
          .split('\n')
          .filter((line) => line.startsWith(`error ${file}: `))
          .map((line) => line.slice(`error ${file}: `.length)),
      ]),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const reason = cxmlValidatorUnavailableReason();
if (reason) process.stdout.write(`[cxml] DTD validation: skipped (${reason})\n`);
/** `describe` where a JDK can validate, else skipped with the reason printed. */
export const describeWithJdk = reason ? describe.skip : describe;
