'use strict';
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importPlugin = require('eslint-plugin-import');
const promise = require('eslint-plugin-promise');
const security = require('eslint-plugin-security');
const prettier = require('eslint-config-prettier');
const globals = require('globals');

module.exports = {
  configs: [
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: {
        globals: { ...globals.node, ...globals.browser },
        parserOptions: { projectService: true },
      },
      plugins: { import: importPlugin, promise, security },
      rules: {
        'import/order': ['error', { groups: ['builtin', 'external', 'internal', 'parent', 'sibling'], 'newlines-between': 'always' }],
        'promise/catch-or-return': 'error',
        '@typescript-eslint/no-floating-promises': 'error',
        'security/detect-object-injection': 'warn',
        'no-console': ['warn', { allow: ['warn', 'error'] }],
      },
    },
    prettier,
  ],
};
