/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** The repository's ESLint run on `code` as if it were the file at `file` (in its own process: the config is ESM). */
function lintAs(file: string, code: string): { ruleId: string | null; message: string }[] {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', '--stdin', '--stdin-filename', file],
    { cwd: root, input: code, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return result?.messages ?? [];
}

const usesApiFetch = "import { apiFetch } from '@shop/state';\nexport const read = () => apiFetch('/countries');\n";

describe('the rule that keeps the apps on the typed client', () => {
  it.each(['mf-cart/src/features/x.ts', 'shell/src/x.tsx', 'packages/ui/src/x.ts'])(
    'refuses importing apiFetch from @shop/state in %s and points to callApi and docs/api.md',
    (file) => {
      const refusals = lintAs(file, usesApiFetch).filter((m) => m.ruleId === 'no-restricted-imports');
      expect(refusals).toHaveLength(1);
      expect(refusals[0]?.message).toContain('callApi');
      expect(refusals[0]?.message).toContain('docs/api.md');
    },
  );

  it('lets @shop/state build callApi on apiFetch and the apps import callApi', () => {
    expect(lintAs('packages/shop-state/src/api/x.ts', usesApiFetch)).toEqual([]);
    const usesCallApi =
      "import { apiCalls } from '@shop/contracts';\nimport { callApi } from '@shop/state';\n" +
      'export const read = () => callApi(apiCalls.catalogue.countries);\n';
    expect(lintAs('mf-cart/src/features/x.ts', usesCallApi)).toEqual([]);
  });
});
