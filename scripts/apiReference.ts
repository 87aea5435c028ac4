// Writes docs/api.md from contract/ (`npm run docs:api`). The text is made by scripts/apiDocs/reference.ts; a
// test in test/contract/ fails when the committed file differs from it, so run this after changing the contract.
import fs from 'node:fs';
import path from 'node:path';
import { API_REFERENCE_FILE, apiReference } from './apiDocs/reference';

const target = path.resolve(__dirname, '..', API_REFERENCE_FILE);
fs.writeFileSync(target, apiReference());
console.log(`${API_REFERENCE_FILE} is written from contract/.`);
