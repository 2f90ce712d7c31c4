// One lint configuration for every workspace (flat config).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { zones } from './scripts/lint-boundaries.mjs';

const ROOT = import.meta.dirname;

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
    // Boundaries: no import across remotes or between shell and remotes, no import across features except a shared
    // folder (scripts/lint-boundaries.mjs), no import cycles. Guarded by test/lint/boundaries.test.ts.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are modules to follow (the default follows .js only, and no-cycle would see nothing).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: zones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Accessibility: jsx-a11y's recommended rules on every component.
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // autoFocus on a component (TextField, Button) gives a dialog or a form screen its initial focus (the WAI-ARIA
      // dialog pattern); a bare DOM element with autoFocus is still an error.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
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
    // One sortable list: dnd-kit's sortable preset is used by ui-kit's SortableList (packages/ui-kit/src/sortable) only.
    ignores: ['packages/ui-kit/src/icons.tsx', 'packages/ui-kit/src/sortable/**', 'packages/router/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['react-router', 'react-router-dom'].map((name) => ({ name, message: 'Import routing from @haru/router (the shared, tree-shaken router).' }))
          .concat([{ name: 'lucide-react', message: "Import icons from '@haru/ui-kit/src/icons' (the one icon set)." }])
          .concat([{ name: '@dnd-kit/sortable', message: "Build a reorderable list with SortableList from '@haru/ui-kit/src/sortable'." }]),
        patterns: [
          { group: ['react-router/*', 'react-router-dom/*'], message: 'Import routing from @haru/router (the shared, tree-shaken router).' },
          { group: ['lucide-react/*'], message: "Import icons from '@haru/ui-kit/src/icons' (the one icon set)." },
        ],
      }],
    },
  },
  {
    // ui-kit's sortable list: the router and icon rules above still hold there.
    files: ['packages/ui-kit/src/sortable/**'],
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
