import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.dist*',
      '.build-*',
      'src/content/generated',
      'src/content/languages',
      'content/.schema',
      'test-results',
      'playwright-report',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The site runs in the browser (tsconfig.app.json). It talks to the console only on purpose;
    // scripts and tests talk to the terminal.
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    rules: { 'no-console': ['error', { allow: ['log', 'error'] }] },
  },
  {
    // Everything else runs in Node (tsconfig.node.json): scripts, tests and the tools' configuration.
    files: ['scripts/**', 'tests/**', '*.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
);
