// One lint configuration for every workspace (flat config).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const HANGUL = '/[가-힣]/';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', '**/*.cjs', 'bench/results/**', 'e2e/artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Interface text lives in each app's messages module: no Korean literals in JSX.
    files: ['**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/messages/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `JSXText[value=${HANGUL}]`, message: 'Korean UI text belongs in the messages module (src/messages/ko.ts).' },
        { selector: `JSXAttribute > Literal[value=${HANGUL}]`, message: 'Korean UI text belongs in the messages module (src/messages/ko.ts).' },
      ],
    },
  },
  {
    // One router instance for the shell and every remote, tree-shaken: routing comes from @haru/router only.
    ignores: ['packages/router/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['react-router', 'react-router-dom'].map((name) => ({ name, message: 'Import routing from @haru/router (the shared, tree-shaken router).' })),
        patterns: [{ group: ['react-router/*', 'react-router-dom/*'], message: 'Import routing from @haru/router (the shared, tree-shaken router).' }],
      }],
    },
  },
  {
    // One icon style: lucide icons come through ui-kit's icon set (packages/ui-kit/src/icons.tsx) only.
    ignores: ['packages/ui-kit/src/icons.tsx', 'packages/router/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['react-router', 'react-router-dom'].map((name) => ({ name, message: 'Import routing from @haru/router (the shared, tree-shaken router).' }))
          .concat([{ name: 'lucide-react', message: "Import icons from '@haru/ui-kit/src/icons' (the one icon set)." }]),
        patterns: [
          { group: ['react-router/*', 'react-router-dom/*'], message: 'Import routing from @haru/router (the shared, tree-shaken router).' },
          { group: ['lucide-react/*'], message: "Import icons from '@haru/ui-kit/src/icons' (the one icon set)." },
        ],
      }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', '**/bench/**', 'scripts/**', '**/cli.ts'],
    rules: { 'no-console': 'off' },
  },
);
