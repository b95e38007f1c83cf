import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { MessageSource } from '@shop/contracts';
import { accountMessages } from '../src/apps/account';
import { accountListsMessages } from '../src/apps/account-lists';
import { cartMessages } from '../src/apps/cart';
import { cartOrderingMessages } from '../src/apps/cart-ordering';
import { catalogueMessages } from '../src/apps/catalogue';
import { shellMessages } from '../src/apps/shell';
import { en } from '../src/messages/en';

/*
 * Each app loads only its own texts in the browser (src/apps): a key an app's code uses from
 * another app's group would show raw whenever that other app is not loaded, or is an older
 * release. Keys are read from the sources: quoted literals (a counted key for both its forms), and
 * template literals whose `${...}` parts stand for any text.
 */
const repoRoot = join(__dirname, '../../..');
const allKeys = Object.keys(en);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every message key a file's code names, with the keys a template literal can become. */
function keysUsedIn(file: string): { used: string; keys: string[] }[] {
  const code = readFileSync(file, 'utf8');
  const found: { used: string; keys: string[] }[] = [];
  for (const [, literal] of code.matchAll(/'([a-z_]+(?:\.[a-z_0-9]+)+)'/g)) {
    if (!literal) continue;
    if (allKeys.includes(literal)) found.push({ used: literal, keys: [literal] });
    // A counted key (useCountT's tc('home.variant_count', n)) stands for its singular and plural texts.
    const forms = [`${literal}_one`, `${literal}_other`];
    if (forms.every((key) => allKeys.includes(key))) found.push({ used: literal, keys: forms });
  }
  for (const [, template] of code.matchAll(/`([a-z_]+\.[a-z_0-9.]*\$\{[^`]*)`/g)) {
    if (!template) continue;
    const pattern = new RegExp(
      `^${template
        .split(/\$\{[^}]*\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+')}$`,
    );
    found.push({ used: template, keys: allKeys.filter((key) => pattern.test(key)) });
  }
  return found;
}

const keysOf = async (...sources: MessageSource[]) =>
  new Set((await Promise.all(sources.map((source) => source.en()))).flatMap((texts) => Object.keys(texts)));

describe.each<[string, MessageSource[]]>([
  ['shell/src', [shellMessages]],
  ['mf-catalogue/src', [catalogueMessages]],
  ['mf-cart/src', [cartMessages, cartOrderingMessages]],
  ['mf-account/src', [accountMessages, accountListsMessages]],
])('the texts %s uses', (dir, sources) => {
  it('are all among the texts that app brings itself', async () => {
    const own = await keysOf(...sources);
    const foreign = sourceFiles(join(repoRoot, dir)).flatMap((file) =>
      keysUsedIn(file)
        .filter(({ keys }) => keys.length === 0 || keys.some((key) => !own.has(key)))
        .map(({ used }) => `${relative(repoRoot, file)}: ${used}`),
    );
    expect(foreign).toEqual([]);
  });
});

describe("mf-cart's parts on every page (cart button, add to cart)", () => {
  it("use only the texts the remote brings at once, not its pages' (quotes, quick order, approvals)", async () => {
    const atOnce = await keysOf(cartMessages);
    const withPages = await keysOf(cartOrderingMessages);
    const dirs = ['mf-cart/src/features/cart-button', 'mf-cart/src/features/add-to-cart'];
    const used = dirs.flatMap((dir) => sourceFiles(join(repoRoot, dir)).flatMap((file) => keysUsedIn(file)));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter(({ keys }) => keys.some((key) => !atOnce.has(key))).map(({ used }) => used)).toEqual([]);
    expect([...withPages].filter((key) => atOnce.has(key))).toEqual([]);
  });
});

describe('the shared packages every app renders', () => {
  it('use only texts every app brings (the core group)', async () => {
    const sets = await Promise.all(
      [shellMessages, catalogueMessages, cartMessages, accountMessages].map((source) => keysOf(source)),
    );
    const foreign = ['packages/ui/src', 'packages/shop-state/src'].flatMap((dir) =>
      sourceFiles(join(repoRoot, dir)).flatMap((file) =>
        keysUsedIn(file)
          .filter(({ keys }) => keys.length === 0 || keys.some((key) => sets.some((set) => !set.has(key))))
          .map(({ used }) => `${relative(repoRoot, file)}: ${used}`),
      ),
    );
    expect(foreign).toEqual([]);
  });
});
