import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { RemotesManifestSchema, RemoteVersionSchema } from '@shop/contracts';
import { parse } from 'yaml';

/**
 * There is no Docker engine where the tests run: these read docker-compose.yml and the
 * Dockerfile as the builder would and check what the images promise (Node 22, nobody runs as
 * root, each service image only its own code), plus the prune step the service images run.
 */
const repoRoot = resolve(__dirname, '../..');
const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; target: string; args?: Record<string, string> };
  environment?: Record<string, string | number>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
};
const built = Object.entries(compose.services).filter(([, service]) => service.build);

/** The Dockerfile's stages: name, base, and the USER in force at its end (inherited from its base stage). */
interface Stage {
  name: string;
  from: string;
  user: string | null;
  args: Set<string>;
  /** Stages it copies from (COPY --from). */
  uses: Set<string>;
}
const dockerfile = read('infra/docker/Dockerfile');
const globalArgs = new Map([...dockerfile.matchAll(/^ARG (\w+)=(\S+)$/gm)].map((m) => [m[1]!, m[2]!]));
const stages = new Map<string, Stage>();
{
  let current: Stage | null = null;
  for (const line of dockerfile.split('\n')) {
    const from = /^FROM (\S+) AS (\S+)/.exec(line);
    if (from) {
      const base = stages.get(from[1]!);
      current = {
        name: from[2]!,
        from: from[1]!,
        user: base?.user ?? null,
        args: new Set(),
        uses: new Set(base ? [base.name] : []),
      };
      stages.set(current.name, current);
      continue;
    }
    const user = /^USER (\S+)/.exec(line);
    if (user && current) current.user = user[1]!;
    const arg = /^ARG (\w+)/.exec(line);
    if (arg && current) current.args.add(arg[1]!);
    const copy = /^COPY --from=(\S+)/.exec(line);
    if (copy && current) current.uses.add(copy[1]!);
  }
}
/** Build args reach every stage a target is built from; each must be declared in one of them. */
const argsOf = (stage: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(stage) || !stages.has(stage)) return new Set();
  seen.add(stage);
  const { args, uses } = stages.get(stage)!;
  return new Set([...args, ...[...uses].flatMap((used) => [...argsOf(used, seen)])]);
};
const baseImage = (stage: string): string => {
  const from = stages.get(stage)!.from;
  return stages.has(from)
    ? baseImage(from)
    : from.replace(/\$\{(\w+)\}/g, (_, name: string) => globalArgs.get(name) ?? '');
};

describe('images', () => {
  it('every image compose builds names a Dockerfile stage and only build args that stage declares', () => {
    expect(built.length).toBe(8);
    for (const [name, { build }] of built) {
      expect([name, build!.dockerfile, build!.context]).toEqual([name, 'infra/docker/Dockerfile', '.']);
      const stage = stages.get(build!.target);
      expect([name, stage?.name]).toEqual([name, build!.target]);
      for (const arg of Object.keys(build!.args ?? {}))
        expect([name, arg, argsOf(stage!.name).has(arg)]).toEqual([name, arg, true]);
    }
  });

  it('runs Node 22 LTS in every Node stage (Node 20 is past its end of life)', () => {
    const nodeStages = [...stages.keys()].filter((stage) => baseImage(stage).startsWith('node:'));
    expect(nodeStages.length).toBeGreaterThanOrEqual(5);
    for (const stage of nodeStages)
      expect([stage, baseImage(stage)]).toEqual([stage, expect.stringMatching(/^node:22\.\d+-bookworm(-slim)?$/)]);
  });

  it('runs no image compose starts as root, the remotes nginx included', () => {
    for (const [name, { build }] of built) {
      const user = stages.get(build!.target)!.user;
      expect([name, user]).toEqual([name, expect.stringMatching(/^(node|101|nginx)$/)]);
    }
    expect(baseImage('remote')).toMatch(/^nginxinc\/nginx-unprivileged:/);
  });

  it('has the remotes listen above 1024, on the port the gateway proxies to and the healthcheck asks', () => {
    const port = Number(/listen (\d+) default_server;/.exec(read('infra/docker/nginx-remote.conf'))?.[1]);
    expect(port).toBeGreaterThan(1024);
    expect(dockerfile).toContain(`http://127.0.0.1:${port}/health`);
    for (const remote of ['catalogue', 'cart', 'account']) {
      expect(compose.services.gateway!.environment![`REMOTE_${remote.toUpperCase()}_URL`]).toBe(
        `http://mf-${remote}:${port}`,
      );
      expect(compose.services[`mf-${remote}`]!.healthcheck!.test.join(' ')).toContain(`127.0.0.1:${port}/health`);
    }
  });

  it("finds a remote's files under /remotes/<name>/<version>/ (a release's Service), /remotes/<name>/ and /", () => {
    // The /remotes/ location's rewrites, in order, as nginx runs them (the first that matches, `last`).
    const location = /location \^~ \/remotes\/ \{([^}]*)\}/.exec(read('infra/docker/nginx-remote.conf'))![1]!;
    const rewrites = [...location.matchAll(/rewrite (\S+) \$1 last;/g)].map((m) => new RegExp(m[1]!));
    const fileOf = (path: string) => {
      for (const rewrite of rewrites) {
        const match = rewrite.exec(path);
        if (match) return match[1];
      }
      return null;
    };
    expect(fileOf('/remotes/cart/1.4.0/remoteEntry.js')).toBe('/remoteEntry.js');
    expect(fileOf('/remotes/cart/1.4.0-rc.1/app.0123abcd.js')).toBe('/app.0123abcd.js');
    expect(fileOf('/remotes/cart/10.20.30-Beta.2/fonts/a.woff2')).toBe('/fonts/a.woff2');
    expect(fileOf('/remotes/cart/remoteEntry.js')).toBe('/remoteEntry.js');
    expect(fileOf('/remotes/cart/fonts/a.woff2')).toBe('/fonts/a.woff2');
    // The server build and its hash, which the gateway fetches to render the remote's part of a page.
    expect(fileOf('/remotes/cart/1.4.0/server/app.js')).toBe('/server/app.js');
    expect(fileOf('/remotes/cart/server/app.sha256.json')).toBe('/server/app.sha256.json');
    // Every version a manifest may name is taken as one.
    for (const version of ['0.0.0', '1.4.0', '1.4.0-rc.1', '2.0.0-a-b.c']) {
      expect([version, RemoteVersionSchema.safeParse(version).success]).toEqual([version, true]);
      expect(fileOf(`/remotes/account/${version}/mf-manifest.json`)).toBe('/mf-manifest.json');
    }
  });

  it("keeps a remote's server build and its hash in its image, for the gateway to fetch", () => {
    const build = /^RUN .*npm run build -w @shop\/\$\{APP\}[^\n]*\n[^\n]*/m.exec(dockerfile)![0];
    expect(build).toContain('test -f ${APP}/dist/server/app.sha256.json');
    expect(build).not.toMatch(/rm -rf \$\{APP\}\/dist\/server/);
  });

  it('gives each service the port its healthcheck asks, and a workspace that exists', () => {
    for (const [name, { build, environment, healthcheck }] of built) {
      if (build!.target !== 'service') continue;
      const port = String(build!.args!.PORT);
      expect([name, String(environment!.PORT)]).toEqual([name, port]);
      expect([name, healthcheck!.test.join(' ')]).toEqual([
        name,
        expect.stringContaining(`127.0.0.1:${port}/health/${build!.args!.SERVICE}`),
      ]);
      const folder = `services/${build!.args!.SERVICE}`;
      expect(JSON.parse(read(`${folder}/package.json`)).name).toBe(build!.args!.WORKSPACE);
    }
  });

  it(
    'mounts the remotes folder (not the manifest file) into the gateway, so a release replacing remotes.json ' +
      'is seen',
    () => {
      const gateway = compose.services.gateway!;
      const mount = gateway.volumes!.find((volume) => volume.includes(':/app/remotes'))!;
      expect(mount).toMatch(/^\$\{REMOTES_DIR:-\.\/infra\/docker\/remotes\}:\/app\/remotes:ro$/);
      expect(dirname(String(gateway.environment!.REMOTES_MANIFEST))).toBe('/app/remotes');
      expect(String(gateway.environment!.REMOTES_ROOT)).toBe('/app/remotes/releases');
      // The manifest the stack starts with is one the gateway accepts.
      expect(() => RemotesManifestSchema.parse(JSON.parse(read('infra/docker/remotes/remotes.json')))).not.toThrow();
      expect(existsSync(join(repoRoot, 'infra/docker/remotes/releases'))).toBe(true);
    },
  );

  it(
    "keeps the catalogue's records in Elasticsearch, no volume, and mounts only the read-only folder its " +
      'first load may import from, for the precompiled import beside the server (which also reads stdin)',
    () => {
      const catalogue = compose.services.catalogue!;
      expect(catalogue.volumes).toEqual(['${CATALOGUE_IMPORT_DIR:-./catalogue-import}:/import:ro']);
      expect(catalogue.environment!.ELASTICSEARCH_URL).toBeDefined();
      expect(Object.keys(compose.volumes ?? {})).not.toContain('catalogue-data');
      expect(read('docker-compose.yml')).toContain('node services/catalogue/dist/import.js /import/');
      expect(read('docker-compose.yml')).toContain('node services/catalogue/dist/import.js - < catalogue.json');
      expect(existsSync(join(repoRoot, 'services/catalogue/src/import/cli.ts'))).toBe(true);
    },
  );

  it(
    "keeps the contact service's messages and sign-ups in a MongoDB database of its own, in no volume, " +
      'so it runs on any host and with any number of replicas',
    () => {
      const contact = compose.services.contact!;
      expect(contact.volumes).toBeUndefined();
      expect(Object.keys(compose.volumes ?? {})).not.toContain('contact-data');
      const databases = ['orders', 'users', 'contact'].map(
        (name) => new URL(String(compose.services[name]!.environment!.MONGODB_URI)).pathname,
      );
      expect(databases).toEqual(['/shop_orders', '/shop_users', '/shop_contact']);
      // Started once the indexes infra/mongo/indexes.js builds, for its database too, are there.
      expect(contact.depends_on).toMatchObject({
        mongo: { condition: 'service_healthy' },
        'mongo-init': { condition: 'service_completed_successfully' },
      });
      expect(read('infra/mongo/indexes.js')).toContain("process.env.CONTACT_DB || 'shop_contact'");
    },
  );

  it('runs every Node image from its bundle with plain node, built for the service the image is named for', () => {
    const command = /^CMD \[(.*)\]$/m.exec(dockerfile)?.[1] ?? '';
    expect(command).toContain('exec node --enable-source-maps services/$SERVICE/dist/server.js');
    expect(dockerfile).not.toMatch(/tsx/);
    expect(dockerfile).toContain('RUN node scripts/build-service.mjs services/${SERVICE}');
    for (const [name, { build }] of built) {
      if (build!.target === 'remote') continue;
      expect([name, existsSync(join(repoRoot, 'services', build!.args!.SERVICE!, 'src/server.ts'))]).toEqual([
        name,
        true,
      ]);
      expect([name, stages.get(build!.target)!.uses.has('service-deps')]).toEqual([name, true]);
    }
  });

  it('asks only for variables that env.example documents or that have a default', () => {
    const documented = new Set([...read('infra/docker/env.example').matchAll(/^(\w+)=/gm)].map((m) => m[1]));
    const used = [...read('docker-compose.yml').matchAll(/\$\{(\w+)(:?[-?])?/g)];
    for (const [, name, operator] of used)
      if (operator !== ':-') expect([name, documented.has(name)]).toEqual([name, true]);
  });
});

describe('service images hold only their own workspace', () => {
  const prune = (cwd: string, ...args: string[]) =>
    execFileSync(process.execPath, [join(repoRoot, 'infra/docker/prune-workspace.mjs'), ...args], {
      cwd,
      encoding: 'utf8',
    });

  it.each([
    ['@shop/orders-service', ['packages/contracts', 'packages/i18n', 'packages/service-kit', 'services/orders']],
    ['@shop/users-service', ['packages/contracts', 'packages/i18n', 'packages/service-kit', 'services/users']],
    ['@shop/contact-service', ['packages/contracts', 'packages/i18n', 'packages/service-kit', 'services/contact']],
    [
      '@shop/catalogue-service',
      [
        'packages/catalogue-schema',
        'packages/contracts',
        'packages/i18n',
        'packages/service-kit',
        'services/catalogue',
      ],
    ],
  ])('%s: its folder and its workspace dependencies, no other service and no frontend', (workspace, folders) => {
    expect(prune(repoRoot, workspace, '--list').trim().split('\n')).toEqual(folders);
  });

  it(
    'copies the bundle, installed packages and the files read beside the sources; leaves TypeScript, tests ' +
      'and other workspaces out',
    () => {
      const root = mkdtempSync(join(tmpdir(), 'prune-'));
      const out = join(root, 'out');
      try {
        const file = (path: string, text = '') => {
          mkdirSync(dirname(join(root, path)), { recursive: true });
          writeFileSync(join(root, path), text);
        };
        file('package.json', JSON.stringify({ workspaces: ['packages/*', 'services/*', 'shell'] }));
        file(
          'services/orders/package.json',
          JSON.stringify({ name: '@shop/orders-service', dependencies: { '@shop/kit': '*', fastify: '5' } }),
        );
        file('services/orders/src/server.ts');
        file('services/orders/src/adapters/writer-thread.cjs');
        file('services/orders/src/documents/templates/order.hbs');
        file('services/orders/dist/server.js');
        file('services/orders/src/domain/cart.test.ts');
        file('services/orders/config/pricing.json', '{}');
        file('services/orders/test/helper.ts');
        file('services/orders/node_modules/handlebars/index.js');
        file(
          'services/users/package.json',
          JSON.stringify({ name: '@shop/users-service', dependencies: { '@shop/kit': '*' } }),
        );
        file('services/users/src/server.ts');
        file(
          'packages/kit/package.json',
          JSON.stringify({ name: '@shop/kit', dependencies: {}, devDependencies: { '@shop/shell': '*' } }),
        );
        file('packages/kit/src/index.ts');
        file('packages/kit/dist/index.js');
        file('shell/package.json', JSON.stringify({ name: '@shop/shell' }));
        file('node_modules/fastify/index.js');
        mkdirSync(join(root, 'node_modules/@shop'), { recursive: true });
        for (const [name, dir] of [
          ['orders-service', 'services/orders'],
          ['users-service', 'services/users'],
          ['kit', 'packages/kit'],
          ['shell', 'shell'],
        ]) {
          symlinkSync(join('..', '..', dir!), join(root, 'node_modules/@shop', name!));
        }

        prune(root, '@shop/orders-service', out);

        const has = (path: string) => existsSync(join(out, path));
        for (const path of [
          'package.json',
          'services/orders/package.json',
          'services/orders/dist/server.js',
          'services/orders/src/adapters/writer-thread.cjs',
          'services/orders/src/documents/templates/order.hbs',
          'services/orders/config/pricing.json',
          'services/orders/node_modules/handlebars/index.js',
          'packages/kit/package.json',
          'node_modules/fastify/index.js',
        ]) {
          expect([path, has(path)]).toEqual([path, true]);
        }
        for (const path of [
          'services/orders/src/server.ts',
          'services/orders/test',
          'services/orders/src/domain/cart.test.ts',
          'packages/kit/src/index.ts',
          // Only the service's own bundle: a workspace it depends on is in it.
          'packages/kit/dist',
          'services/users',
          'shell',
          // The workspaces' code is in the bundle: no links to them.
          'node_modules/@shop/kit',
          'node_modules/@shop/orders-service',
        ]) {
          expect([path, has(path)]).toEqual([path, false]);
        }
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  );
});
