/**
 * One jest run for everything: node projects for packages and services, jsdom for React, and
 * the Playwright journeys (e2e) against the real embedded stack.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // A few of fastify's dependencies ship ESM only; Node 20 loads it natively, jest needs it compiled.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition)/)'],
};

module.exports = {
  // A suite's first test also pays for loading its modules, and a test that builds a gateway starts
  // every embedded service: 7 s on an idle machine took 44 s in a loaded CI run, past the 30 s this
  // was. A global option: jest-circus reads the timeout from the global config only, so inside each
  // project it was silently ignored and every test ran with the 5 s default.
  testTimeout: 90_000,
  // --shard splits by the durations a CI run recorded (scripts/test-timings.json), so `npm test`'s
  // shards of node+web end together instead of one idling its slot.
  testSequencer: '<rootDir>/scripts/jest-shard-sequencer.cjs',
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/packages/catalogue-schema',
        '<rootDir>/packages/contracts',
        '<rootDir>/packages/i18n',
        '<rootDir>/packages/service-kit',
        '<rootDir>/packages/webpack-config',
        '<rootDir>/services',
        '<rootDir>/infra',
        '<rootDir>/e2e/support',
      ],
      testMatch: ['**/test/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/shell',
        '<rootDir>/mf-catalogue',
        '<rootDir>/mf-cart',
        '<rootDir>/mf-account',
        '<rootDir>/packages/ui',
        '<rootDir>/packages/shop-state',
      ],
      testMatch: ['**/test/**/*.test.tsx', '**/test/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest.web-setup.ts'],
      moduleNameMapper: { '\\.css$': '<rootDir>/jest.style-stub.js' },
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/specs/**/*.e2e.ts'],
      slowTestThreshold: 30,
    },
  ],
};
