// @ts-check
// Run by `npm test` (scripts/test.mjs) and `npm run lint`. Formatting is Prettier's job
// (.prettierrc.json, `npm run format`); ESLint checks what formatting cannot: types, hooks, a11y.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.nx/**',
      'coverage/**',
      'test-results/**',
      // The webpack-config tests' fixture folders: made and removed while the run's eslint may be reading the tree.
      'packages/webpack-config/test/.*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Prettier wraps code at 120; what it cannot wrap (strings, comments) is held to the same width.
      'max-len': ['error', { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // React code only: the services' `useZod(app)` is no hook.
    files: [
      'shell/**/*.{ts,tsx}',
      'mf-*/**/*.{ts,tsx}',
      'packages/ui/**/*.{ts,tsx}',
      'packages/shop-state/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.flat.recommended.rules },
  },
  {
    // A call made with a path string is invisible to tsc when the call changes; the typed client's is not.
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@shop/state',
              importNames: ['apiFetch'],
              message:
                'Call the API with callApi(apiCalls.<service>.<call>, …) so a changed call breaks this build; ' +
                'a call not in apiCalls yet is added there first (docs/api.md, "Typed client").',
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // mongosh scripts (healthcheck, indexes): the shell's own globals.
    files: ['infra/mongo/**/*.js'],
    languageOptions: { globals: { db: 'readonly', rs: 'readonly', print: 'readonly', quit: 'readonly' } },
  },
);
