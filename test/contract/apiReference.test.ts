// docs/api.md is written from contract/ by `npm run docs:api`. This test writes it again in memory and fails when
// the committed file differs, so the reference can never drift from the contract it describes.
import fs from 'node:fs';
import path from 'node:path';
import { API_REFERENCE_COMMAND, API_REFERENCE_FILE, apiReference } from '../../scripts/apiDocs/reference';
import { HTTP_CALLS, undocumentedPaths } from '../../scripts/apiDocs/httpCalls';

const committedFile = path.resolve(__dirname, '..', '..', API_REFERENCE_FILE);

describe('docs/api.md', () => {
  it('is what the generator writes from the contract', () => {
    const committed = fs.readFileSync(committedFile, 'utf8');
    const written = apiReference();
    if (committed !== written) {
      throw new Error(`${API_REFERENCE_FILE} differs from the contract: run \`${API_REFERENCE_COMMAND}\` and commit the file.`);
    }
  });

  it('is the same text however often it is written', () => {
    expect(apiReference()).toBe(apiReference());
  });

  it('documents every path of the contract, and each call once', () => {
    expect(undocumentedPaths()).toEqual([]);
    const calls = HTTP_CALLS.map((call) => `${call.method} ${call.path}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('refuses to write a reference that leaves a path of the contract out', () => {
    expect(undocumentedPaths(HTTP_CALLS.filter((call) => call.path !== '/api/login'))).toEqual(['/api/login']);
  });
});
