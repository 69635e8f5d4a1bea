// ESLint flat config: TypeScript + React hooks, zero warnings, and the layer-boundary rules.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layers, top to bottom: app, features, entities, shared (with api). A layer imports only the ones
// below it, and a feature area never imports another: what two areas show alike (statuses,
// badges, the logged-in user) lives in src/entities.
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
  'startup',
  'requests',
  'invest',
  'portfolio',
  'report',
  'share',
  'account',
  'messages',
  'rawData',
  'tasks',
  'waiting',
  'billing',
  'capital',
];

// The one pair of areas that meet, split like the server's crates: capital (a union's money) left
// the union feature, whose pages still host its screens (the 출자금 tab, an applicant's payments,
// the tax papers on the invest tab). So union may import capital; capital's own code imports no
// union file, and only its tests take union's fixtures (the union they render the tab for).
const mayImport = { union: ['capital'] };
const testsMayImport = { capital: ['@/features/union/test/fixtures'] };

// Patterns are read like .gitignore: a path under an excluded folder comes back only with each
// folder above it ('@/features/union/test/fixtures' brings back '@/features/union' and
// '@/features/union/test' as paths of their own, which are no modules, but no other file).
const reincluded = (path) => {
  const parts = path.split('/');
  return parts.slice(2).map((_, i) => `!${parts.slice(0, i + 3).join('/')}`);
};

const boundaryRule = (area, allowed = []) => [
  'error',
  {
    patterns: [
      {
        group: [
          '@/features/*',
          '@/features/*/**',
          `!@/features/${area}`,
          `!@/features/${area}/**`,
          ...allowed.flatMap(reincluded),
        ],
        message:
          'A feature does not import another feature: move what both need to src/entities or src/shared.',
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
];

const areasOf = (area) => (mayImport[area] ?? []).map((other) => `@/features/${other}/**`);

const featureBoundaries = features.flatMap((area) => [
  {
    files: [`src/features/${area}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': boundaryRule(area, areasOf(area)) },
  },
  ...(testsMayImport[area]
    ? [
        {
          files: [`src/features/${area}/**/*.test.{ts,tsx}`],
          rules: {
            'no-restricted-imports': boundaryRule(area, [
              ...areasOf(area),
              ...testsMayImport[area],
            ]),
          },
        },
      ]
    : []),
]);

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
    // Shared code and the API layer sit below the entities, the features and the app.
    files: ['src/shared/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/entities',
                '@/entities/**',
                '@/features',
                '@/features/**',
                '@/app',
                '@/app/**',
              ],
              message: 'shared/ and api/ must not import entities, features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Entities sit below the features and the app.
    files: ['src/entities/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features', '@/features/**', '@/app', '@/app/**'],
              message: 'entities/ must not import features or the app.',
            },
            {
              group: ['../../*', '../../../*'],
              message: 'Use the @/ alias; relative imports must not leave the entity folder.',
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
