/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// Jest runs CommonJS; these packages ship ES modules only, so they are transpiled too. The last group is
// marked and sanitize-html's own copies of its parser (htmlparser2 and its helpers), nested in its node_modules.
const esmOnlyPackages = [
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'uuid',
  'content-disposition',
  'cookie',
  '@ant-design/colors',
  'marked',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
];

/**
 * SWC transpiles each file on its own (types are the type check's business, `npm test` runs it first), many
 * times faster than the TypeScript compiler, which matters on a cold cache (a fresh clone, CI). Each kind of
 * file gets its own parser: TSX syntax would misread a `.ts` file's `<T>value` casts.
 */
function swcFor(parser: { syntax: 'typescript'; tsx: boolean } | { syntax: 'ecmascript' }): [string, Record<string, unknown>] {
  return [
    '@swc/jest',
    {
      jsc: { target: 'es2022', parser, transform: { react: { runtime: 'automatic' } } },
      module: { type: 'commonjs' },
    },
  ];
}

const transform: Config['transform'] = {
  '^.+\\.tsx$': swcFor({ syntax: 'typescript', tsx: true }),
  '^.+\\.ts$': swcFor({ syntax: 'typescript', tsx: false }),
  '^.+\\.m?js$': swcFor({ syntax: 'ecmascript' }),
};

const shared: Config = {
  transform,
  // A file is left untranspiled when its innermost package is not listed: a listed package nested inside an
  // unlisted one (sanitize-html/node_modules/htmlparser2) is still transpiled.
  transformIgnorePatterns: [`/node_modules/(?!(?:${esmOnlyPackages.join('|')})/)(?!.*/node_modules/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

const config: Config = {
  projects: [
    {
      ...shared,
      displayName: 'browser',
      testEnvironment: 'jsdom',
      moduleNameMapper: {
        // Stylesheets are the bundler's business: jsdom lays nothing out, so a test imports them as nothing.
        '\\.css$': '<rootDir>/test/setup/stylesheetStub.ts',
        // antd's components, each loaded when a test first uses it rather than all 70 in every file.
        '^antd$': '<rootDir>/test/setup/antdOnDemand.ts',
        // The CSV parser's browser build is ES modules; its CommonJS build is the same parser.
        '^csv-parse/browser/esm/sync$': 'csv-parse/sync',
      },
      roots: ['<rootDir>/test/src'],
      setupFiles: ['<rootDir>/test/setup/jsdomPolyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/jsdomMatchers.ts', '<rootDir>/test/setup/inProcessTimeouts.ts', '<rootDir>/test/setup/jsdomTimeouts.ts'],
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/server'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/inProcessTimeouts.ts'],
    },
    {
      ...shared,
      displayName: 'contract',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/contract'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/inProcessTimeouts.ts'],
    },
    {
      ...shared,
      // Two real server processes on PostgreSQL and Redis (TEST_DATABASE_URL, REDIS_URL); run on their own.
      displayName: 'scaleOut',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/scaleOut'],
      globalSetup: '<rootDir>/test/setup/compiledServer.ts',
    },
    {
      ...shared,
      // The real server process killed with SIGKILL during writes and started again (SQLite); runs on its own.
      displayName: 'faults',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/faults'],
      globalSetup: '<rootDir>/test/setup/compiledServer.ts',
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      setupFilesAfterEnv: ['<rootDir>/e2e/support/testTimeout.ts'],
      // The builds and the one server most files share (e2e/support/sharedServer.ts).
      globalSetup: '<rootDir>/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/e2e/support/globalTeardown.ts',
    },
  ],
};

export default config;
