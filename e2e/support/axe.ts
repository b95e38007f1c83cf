import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './shop';

const axeSource = readFileSync(join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

/**
 * Every axe-core rule the release runs by default, on the page as it stands: each violation as
 * "rule (impact): target", so that a failure says what to fix and where.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a script tag: the shop's CSP rightly refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } })
      .axe;
    return (await axe.run(document)).violations;
  });
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${JSON.stringify(node.target)}`));
}
