// The contract's schemas come as a download of their own: loaded once, and tried again after a failed download
// (a module factory that throws stands for the chunk that did not arrive).
import type * as ContractSchemasLoader from '../../../src/api/contractSchemas';

const SCHEMA_MODULE = '../../../src/api/contractSchemaModule';

function freshLoader(): typeof ContractSchemasLoader {
  let loader: typeof ContractSchemasLoader | undefined;
  jest.isolateModules(() => {
    loader = jest.requireActual<typeof ContractSchemasLoader>('../../../src/api/contractSchemas');
  });
  if (loader === undefined) throw new Error('the loader did not load');
  return loader;
}

afterEach(() => {
  jest.dontMock(SCHEMA_MODULE);
});

it('hands out the schemas the first-screen code checks with, downloaded once', async () => {
  const { loadContractSchemas } = freshLoader();
  const first = loadContractSchemas();
  expect(loadContractSchemas()).toBe(first);
  const schemas = await first;
  expect(schemas.emailSchema.safeParse('seeker@example.com').success).toBe(true);
  expect(schemas.parsePushPayload('deleted_file', { id: 'not-an-id' }).success).toBe(false);
});

it('downloads again after a failed download, and a preload leaves the failure to the next call', async () => {
  let attempts = 0;
  jest.doMock(SCHEMA_MODULE, () => {
    attempts += 1;
    if (attempts === 1) throw new Error('chunk load failed');
    return jest.requireActual<object>(SCHEMA_MODULE);
  });
  const { loadContractSchemas, preloadContractSchemas } = freshLoader();
  preloadContractSchemas();
  await expect(loadContractSchemas()).rejects.toThrow('chunk load failed');
  const schemas = await loadContractSchemas();
  expect(schemas.loginResponseSchema).toBeDefined();
  expect(attempts).toBe(2);
});
