// Lint enforces the import directions of docs/architecture.md:
// routes -> features -> (ui, state, data) -> domain; server uses only src/domain; workers and sw never React.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const reactImports = ['react', 'react-dom', 'react-dom/*', '@fluentui/*', 'valtio/react', 'dexie-react-hooks', '@tanstack/react-router'];

const noBarrels = {
  selector: 'ExportAllDeclaration',
  message: 'No `export *` barrels: import from the file that holds the thing.',
};
const noFocusedTests = {
  selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip)$/]",
  message: 'No focused or skipped tests.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'data/**', 'dev-dist/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['tsconfig.json', 'server/tsconfig.json', 'sw/tsconfig.json', 'tests/e2e/tsconfig.json', 'tests/server/outbox-client/tsconfig.json', 'bench/outbox-replay/tsconfig.json'] })],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-restricted-syntax': ['error', noBarrels, noFocusedTests],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/domain', from: ['./src/data', './src/state', './src/ui', './src/features', './src/routes', './src/main.tsx', './src/app-start.tsx', './src/login-start.tsx', './src/app-opener.ts', './server', './workers', './sw'], message: 'domain imports only domain.' },
            { target: ['./src/data', './src/state', './src/ui', './src/i18n'], from: ['./src/features', './src/routes', './src/main.tsx', './src/app-start.tsx', './src/login-start.tsx', './src/app-opener.ts'], message: 'data, state, ui and i18n sit below features and routes.' },
            { target: './src/i18n', from: ['./src/data', './src/state', './src/ui'], message: 'i18n knows only domain and the catalogs.' },
            { target: './src/features', from: ['./src/routes', './src/main.tsx', './src/app-start.tsx', './src/login-start.tsx', './src/app-opener.ts'], message: 'features sit below routes.' },
            { target: './server', from: './src', except: ['./domain'], message: 'server imports only src/domain from src.' },
            { target: ['./workers', './sw'], from: ['./src/ui', './src/features', './src/routes', './src/state', './src/main.tsx', './src/app-start.tsx', './src/login-start.tsx', './src/app-opener.ts', './server'], message: 'workers and the service worker use only domain and data.' },
            { target: './src', from: ['./server', './tests', './bench'], message: 'the app never imports server, tests or bench code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...reactImports, 'dexie', 'node:*', 'fs', 'path', 'comlink', 'valtio', 'valtio/*'] }],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/routes/lazy-page.ts', 'src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@tanstack/react-router', importNames: ['lazyRouteComponent'], message: 'Use lazyPage (src/routes/lazy-page.ts): it carries the chunk load timeout.' }] },
      ],
    },
  },
  {
    files: ['workers/**/*.ts', 'sw/**/*.ts', 'server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: reactImports }] },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
