/**
 * The e-invoice validators of the tests (docs/invoices.md, "Validation"), installed once per
 * machine into node_modules/.cache/e-invoice-validator as the test servers are (installOnce):
 * - from Maven Central (infra/einvoice/pom.xml): the Mustang project's validator for XRechnung and
 *   ZUGFeRD/Factur-X, and phive-rules-peppol's Peppol BIS Billing 3.0 schematron;
 * - from PyPI: Finanssiala's Finvoice 3.0 XSD, which the Odoo add-on for Finvoice ships.
 * They run in one JVM per kind through infra/einvoice/EInvoiceCheck.java (Java's single-file mode:
 * nothing is compiled into the repository).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { installOnce, runStep } from '../../../../packages/service-kit/test/server-process';

// __filename, not __dirname: tsx's tsImport (scripts/e-invoice-validator.mjs) defines only the former.
const repoRoot = resolve(dirname(__filename), '..', '..', '..', '..');
const infra = join(repoRoot, 'infra', 'einvoice');
/** The PyPI package whose wheel carries Finvoice3.0.xsd, and where in it. */
const finvoiceWheel = { name: 'odoo-addon-account-edi-finvoice', version: '19.0.1.0.0.15' };
const finvoiceXsdInWheel = 'odoo/addons/account_edi_finvoice/static/schema/Finvoice3.0.xsd';
/** Maven's and pip's downloads: a minute on a good network, never this long. */
export const installTimeoutMs = 15 * 60_000;
/** One JVM checking a dozen documents: about a minute at load 5. */
const checkTimeoutMs = 10 * 60_000;

function pomProperty(name: string): string {
  const match = new RegExp(`<${name}>([^<]+)</${name}>`).exec(readFileSync(join(infra, 'pom.xml'), 'utf8'));
  if (!match?.[1]) throw new Error(`no <${name}> in infra/einvoice/pom.xml`);
  return match[1];
}

/** The install's folder, named by what it holds, so a new version installs beside the old. */
export function validatorDir(): string {
  const [mustang, peppol] = [pomProperty('mustang.version'), pomProperty('phive-peppol.version')];
  const versions = `mustang-${mustang}_peppol-${peppol}_finvoice-${finvoiceWheel.version}`;
  return join(repoRoot, 'node_modules', '.cache', 'e-invoice-validator', versions);
}

const works = (command: string, args: string[]) =>
  spawnSync(command, args, { stdio: 'ignore', timeout: 60_000 }).status === 0;

/** Why the validation cannot run here, or null: it needs a JDK (and nothing else may excuse it). */
export function eInvoiceValidatorUnavailableReason(): string | null {
  return works('java', ['-version']) ? null : 'no `java` on PATH (JDK 17 runs the e-invoice validators)';
}

/** Copies the rules into the cache, once per set of versions; fails naming what is missing. */
export async function installEInvoiceValidator(): Promise<string> {
  const dir = validatorDir();
  await installOnce(dir, 'e-invoice validators', installTimeoutMs, async (staging) => {
    const step = (what: string) => ({
      what: `e-invoice validators: ${what}`,
      limitMs: installTimeoutMs,
      cwd: repoRoot,
    });
    const maven = ['-q', '-B', '-s', join(infra, 'maven-settings.xml'), '-f', join(infra, 'pom.xml')];
    await runStep(
      'mvn',
      [...maven, 'dependency:copy', `-DoutputDirectory=${join(staging, 'lib')}`],
      step('Maven Central'),
    );
    const wheels = join(staging, 'wheels');
    const pip = ['-m', 'pip', 'download', '--no-deps', '--disable-pip-version-check', '--dest', wheels];
    await runStep('python3', [...pip, `${finvoiceWheel.name}==${finvoiceWheel.version}`], step('PyPI'));
    const unzip = [
      '-c',
      'import glob, sys, zipfile; ' +
        'zipfile.ZipFile(glob.glob(sys.argv[1] + "/*.whl")[0]).extract(sys.argv[2], sys.argv[3])',
      wheels,
      finvoiceXsdInWheel,
      staging,
    ];
    await runStep('python3', unzip, step('the Finvoice XSD out of its wheel'));
    const xsd = readFileSync(join(staging, finvoiceXsdInWheel), 'utf8');
    if (!xsd.includes('<xs:element name="Finvoice">') || !xsd.includes('Finvoice version 3.0'))
      throw new Error(`e-invoice validators: ${finvoiceXsdInWheel} of ${finvoiceWheel.name} is no Finvoice 3.0 XSD`);
  });
  return dir;
}

export interface CheckedDocument {
  file: string;
  errors: string[];
  warnings: string[];
}

/**
 * Checks documents with one kind of rules: `mustang` (XRechnung, ZUGFeRD/Factur-X), `peppol`
 * (Peppol BIS Billing 3.0: UBL XSD, EN 16931 and Peppol schematron) or `finvoice` (the XSD). Every
 * file must come back with a result; a missing one is an error, never a pass.
 */
export async function checkEInvoices(
  kind: 'mustang' | 'peppol' | 'finvoice',
  files: string[],
): Promise<CheckedDocument[]> {
  const dir = validatorDir();
  if (!existsSync(join(dir, '.complete'))) throw new Error(`the e-invoice validators are not installed in ${dir}`);
  const xsd = kind === 'finvoice' ? [join(dir, finvoiceXsdInWheel)] : [];
  const { stdout } = await runStep(
    'java',
    ['-cp', `${join(dir, 'lib')}/*`, join(infra, 'EInvoiceCheck.java'), kind, ...xsd, ...files],
    { what: `e-invoice check (${kind})`, limitMs: checkTimeoutMs, cwd: dirname(files[0] ?? repoRoot) },
  );
  const results = stdout
    .split('\n')
    .filter((line) => line.startsWith('RESULT '))
    .map((line) => JSON.parse(line.slice('RESULT '.length)) as CheckedDocument);
  return files.map(
    (file) =>
      results.find((result) => result.file === file) ?? {
        file,
        errors: ['the validator gave no result'],
        warnings: [],
      },
  );
}
