// ESLint flat config (ESLint 10 no longer reads .eslintrc.*), with typescript-eslint's type-aware rules.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** `{up}<feature>/<file>`: a file inside a sibling feature, where `{up}` climbs to the features folder. */
function anotherFeaturesFile(up) {
  const escaped = up.replaceAll('.', '\\.');
  return {
    regex: `^${escaped}(?!\\.)[^/]+/.+`,
    message: "Import another feature through its index ('../<feature>'), not a file inside it.",
  };
}

/**
 * The icons package's index loads its 1,700 icons: nothing to a bundle, which keeps the ones used, but half a
 * second in every Jest file that renders the app. Each icon has a module of its own.
 */
const ICON_BY_ITS_OWN_MODULE = {
  name: '@ant-design/icons',
  message: "Import each icon from its own module: import PlusOutlined from '@ant-design/icons/PlusOutlined'.",
};

/** How deep a server file may sit below its layer's folder (server/domain/ai/prompts/x.ts is 3). */
const SERVER_LAYER_DEPTHS = [1, 2, 3, 4];

/**
 * Forbids the files of `server/<layer>` to import the server's rooms named in `forbidden` (a folder, or `app` for
 * server/app.ts). An import names its target relative to itself, so there is one pattern per depth, as for the
 * browser's features above.
 */
function serverLayer(layer, forbidden, message) {
  return SERVER_LAYER_DEPTHS.map((depth) => {
    const up = '\\.\\./'.repeat(depth);
    return {
      files: [`server/${layer}/${'*/'.repeat(depth - 1)}*.ts`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [{ regex: `^${up}(${forbidden.join('|')})(/|$)`, message }] }],
      },
    };
  });
}

/** Forbids the files of `server/<folder>` any relative import that climbs out of it: npm packages only. */
function serverLibrary(folder, message) {
  return SERVER_LAYER_DEPTHS.map((depth) => ({
    files: [`server/${folder}/${'*/'.repeat(depth - 1)}*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: `^${'\\.\\./'.repeat(depth)}`, message }] }] },
  }));
}

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'coverage/', 'node_modules/', '.test-output/', '.scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // redux-saga effects are yielded, not awaited; this rule mistakes them for floating promises.
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Slices change Immer drafts; a cache keyed by id forgets an entry by deleting its key.
    files: ['src/features/**/*Slice.ts'],
    rules: { '@typescript-eslint/no-dynamic-delete': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ICON_BY_ITS_OWN_MODULE] }] },
  },
  // Rooms say what they export: a feature reaches another only through its index (`../jobApplications`),
  // never a file inside it, and `src/common` is below every feature. The patterns depend on how deep the
  // importing file sits, since an import names its target relative to itself. (Each block names the icons'
  // rule again: a later block's options replace an earlier one's.)
  {
    files: ['src/features/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ICON_BY_ITS_OWN_MODULE], patterns: [anotherFeaturesFile('../')] }] },
  },
  {
    files: ['src/features/*/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ICON_BY_ITS_OWN_MODULE], patterns: [anotherFeaturesFile('../../')] }] },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ICON_BY_ITS_OWN_MODULE],
          patterns: [{ regex: '^\\.\\./features/[^/]+/.+', message: "Import a feature through its index ('../features/<feature>')." }],
        },
      ],
    },
  },
  {
    files: ['src/common/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ICON_BY_ITS_OWN_MODULE],
          patterns: [{ regex: '(^|/)features(/|$)', message: 'src/common is shared by every feature and imports none.' }],
        },
      ],
    },
  },
  // The server's layers point one way: http and channels -> requests -> domain -> db and services; jobs run
  // the domain's background work; realtime is a socket library that knows nothing of the app.
  ...serverLayer(
    'domain',
    ['requests', 'http', 'channels', 'jobs', 'app'],
    'The domain is below requests, http, channels and jobs: take what it needs from server/domain or lower.',
  ),
  ...serverLayer(
    'services',
    ['domain', 'requests', 'http', 'channels', 'jobs', 'app'],
    'Services know nothing of the app: take a domain type from contract/ or an interface defined in services.',
  ),
  ...serverLayer(
    'db',
    ['domain', 'requests', 'services', 'http', 'channels', 'jobs', 'app'],
    'The database layer is the lowest: it imports nothing of the app above it.',
  ),
  ...serverLayer('requests', ['http', 'channels', 'jobs', 'app'], 'Requests sit below http, channels and jobs.'),
  ...serverLayer('jobs', ['requests', 'http', 'channels', 'app'], 'Jobs use the domain, not the transports.'),
  ...serverLayer('backup', ['requests', 'http', 'channels', 'jobs', 'app'], 'The backup copies what the domain, db and services keep, never through the transports.'),
  ...serverLibrary('realtime', 'server/realtime imports nothing of the app outside server/realtime.'),
  {
    // The settings are read below every layer that uses them: config.ts takes nothing from the server's rooms.
    files: ['server/config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\./(domain|requests|services|db|http|channels|jobs|realtime|app)(/|$)', message: 'config.ts is below every layer: keep a setting\'s default beside it.' }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // webpack's config and its helpers are CommonJS, loaded by webpack-cli with require().
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      // Tests assert on values whose shape they know; unsafe member access on parsed JSON is routine there.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
