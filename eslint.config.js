import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // src/ui/use-frame-effect.ts takes its dependencies as useEffect does.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '(useFrameEffect)' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      // Dependencies point one way: pages -> features -> (ui, domain, api, offline); domain depends
      // on nothing; the server may use domain and config only.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: [
                './src/app',
                './src/pages',
                './src/features',
                './src/ui',
                './src/api',
                './src/offline',
                './src/content',
                './server',
              ],
              message: 'src/domain is pure: it imports nothing from the rest of the app.',
            },
            {
              target: './src/features',
              from: ['./src/app', './src/pages'],
              message: 'features are used by pages, never the other way.',
            },
            {
              target: ['./src/ui', './src/api', './src/offline', './src/content'],
              from: ['./src/pages', './src/features'],
              message: 'shared layers sit below features and pages.',
            },
            // The route registry's data modules (no React) are read by every layer that needs a
            // route fact: the search index, the manifest, the service worker and the server.
            {
              target: ['./src/ui', './src/api', './src/offline', './src/content', './server'],
              from: './src/app',
              except: ['./route-registry.ts', './route-details.ts', './route-serving.ts'],
              message:
                'below src/app, only its route registry (route-registry.ts, route-details.ts, route-serving.ts) may be imported.',
            },
            {
              target: './server',
              from: ['./src/pages', './src/features', './src/ui', './src/api', './src/offline'],
              message: 'the server may import src/domain, src/config and the route registry only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
