import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      '.test-output',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'import-x/no-cycle': 'error',
      // Folder boundaries of ARCHITECTURE.md: common is shared and pure; server and web never
      // import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './common', from: './server', message: 'common/ must not depend on server/' },
            { target: './common', from: './web', message: 'common/ must not depend on web/' },
            { target: './web', from: './server', message: 'web/ must not import server code' },
            {
              target: './server',
              from: './web',
              except: ['./ssr'],
              message:
                'server/ must not import web code (only the server-rendering entries in web/ssr)',
            },
          ],
        },
      ],
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'common/ runs in browsers too' }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/config.ts', 'server/**/*.test.ts', 'server/db/seed/**', 'server/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through server/config.ts',
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
);
