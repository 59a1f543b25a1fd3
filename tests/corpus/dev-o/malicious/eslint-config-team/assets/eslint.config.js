import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import team from '@teamstyle/eslint-config';

export default tseslint.config(
  js.configs.recommended,
  ...tseslint.configs.strict,
  team,
  { ignores: ['dist/', 'coverage/', '**/*.min.js'] },
);
