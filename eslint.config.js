// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

// House rules as lint (see docs/architecture.md): client and server never import each other
// (only src/common crosses); client features don't import each other; a server feature may call
// another feature's use-cases but never its *.repo.ts; only *.repo.ts touches the Drizzle schema;
// only env.ts reads process.env; no import cycles.

const dirs = (p) =>
  existsSync(p)
    ? readdirSync(p, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
const clientFeatures = dirs('src/client/features');
const serverFeatures = dirs('src/server/features');

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
      'src/client/public/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/client',
              from: './src/server',
              message: 'Browser code must not import server code; share through src/common.',
            },
            {
              target: './src/server',
              from: './src/client',
              message: 'Server code must not import browser code; share through src/common.',
            },
            {
              target: './src/common',
              from: ['./src/server', './src/client'],
              message: 'src/common is isomorphic: it imports neither side.',
            },
            ...clientFeatures.map((f) => ({
              target: `./src/client/features/${f}`,
              from: './src/client/features',
              except: [`./${f}`],
              message: 'Client features do not import each other; compose them in a page.',
            })),
            ...serverFeatures.map((f) => ({
              target: `./src/server/features/${f}`,
              from: `./src/server/features/!(${f})/**/*.repo.ts`,
              message: "Call the other feature's exported use-case, never its repo.",
            })),
          ],
        },
      ],
    },
  },
  {
    // The two classic hook rules (not the React Compiler set of the plugin's recommended config).
    files: ['src/client/**/*.{ts,tsx}', 'tests/support/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Only repos touch tables.
    files: ['src/server/features/**/*.ts', 'src/server/providers/**/*.ts'],
    // auth.ts hands the auth tables to better-auth's Drizzle adapter, which then owns them.
    ignores: ['**/*.repo.ts', '**/*.test.ts', 'src/server/features/auth/auth.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/db/schema', '**/db/schema/*'], message: 'Only *.repo.ts files touch Drizzle tables.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Only src/server/env.ts reads the environment.' },
      ],
    },
  },
);
