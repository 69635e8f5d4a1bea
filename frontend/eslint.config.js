// ESLint flat config: TypeScript + React hooks, zero warnings, and the feature-boundary rule.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Feature areas under src/features. A feature may import another feature only through its public
// entry (`@/features/<area>`), never its internals (`@/features/<area>/...`).
const features = [
  'auth',
  'join',
  'dashboard',
  'landing',
  'company',
  'support',
  'union',
  'lp',
  'portal',
];

const featureBoundaries = features.map((area) => ({
  files: [`src/features/${area}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*/**', `!@/features/${area}/**`],
            message: 'Import another feature only through its public entry (@/features/<area>).',
          },
          {
            group: ['../../*', '../../../*'],
            message: 'Use the @/ alias; relative imports must not leave the feature folder.',
          },
          {
            group: ['@/app/*', '@/app'],
            message: 'Features must not depend on the app layer.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/api/gen', 'test-results', 'playwright-report'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='toLocaleString']",
          message: 'Use the helpers in @/shared/format instead of toLocaleString.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    extends: [reactRefresh.configs.vite()],
  },
  {
    // Shared code and the API layer sit below the features and the app.
    files: ['src/shared/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features', '@/features/*', '@/app', '@/app/*'],
              message: 'shared/ and api/ must not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['src/shared/format/**/*.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The route table module exports data next to its small route components.
    files: ['src/app/router.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/test/**', 'e2e/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
);
