// `npm start`: builds the browser app when its build is missing or stale, then starts the server, which
// applies pending migrations before it listens.
import { buildBrowserAppIfStale } from './browserBuild';

buildBrowserAppIfStale();
void import('../server/main');
