import js from '@eslint/js';
import globals from 'globals';
/* @@TS_IMPORT@@ */
/* @@PRETTIER_IMPORT@@ */

export default [
  { ignores: ['dist/', 'build/', 'coverage/', '**/*.gen.*'] },
  js.configs.recommended,
  /* @@TS_CONFIG@@ */
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { /* @@GLOBALS@@ */ },
    },
    rules: {
      'no-unused-vars': ['warn', { argsIgnorePattern: '^_' }],
    },
  },
  /* @@PRETTIER_CONFIG@@ */
];
