// `npm start`, first step: builds the browser app and the server when their builds are missing or older
// than their sources. The script then starts the compiled server with plain `node` (package.json), which
// applies pending migrations before it listens.
import { buildBrowserAppIfStale } from './browserBuild';
import { buildServerIfStale } from './serverBuild';

buildBrowserAppIfStale();
buildServerIfStale();
