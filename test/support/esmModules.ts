// Jest runs CommonJS, and jest.config.ts has ts-jest transpile only the ES-module-only packages it names.
// marked and sanitize-html's parser (htmlparser2 and its helpers) ship ES modules only and are not among them,
// so under Jest this module hands them over from Node's own loader, which loads ES modules through require()
// since Node 20.19. The server imports both lazily, so a test that builds the app only has to load this module
// (test/support/testApp.ts does) before the app renders its terms. Outside Jest nothing is needed.
// Adding these packages to esmOnlyPackages in jest.config.ts would make this module unnecessary.
import vm from 'node:vm';

// Inside a test, require(), node:module and process.getBuiltinModule all lead to Jest's registry, which cannot
// load ES modules on Node 20. The process object of Node's main context still has the real loader.
function nodeRequire(id: string): unknown {
  const mainProcess = vm.runInThisContext('process') as NodeJS.Process;
  const { createRequire } = mainProcess.getBuiltinModule('node:module');
  return createRequire(__filename)(id);
}

if (typeof jest !== 'undefined') {
  jest.mock('marked', () => nodeRequire('marked'));
  jest.mock('sanitize-html', () => nodeRequire('sanitize-html'));
}
