// Child process: a closed-loop HTTP load generator (keep-alive connections, one request in flight on each),
// run apart from the server it loads so that neither one's CPU counts for the other. Sends its result to the
// parent over IPC; `runHttpLoad` is the parent's side.
//
//   node --import tsx bench/support/httpLoad.ts '<HttpLoadPlan as JSON>'
import http from 'node:http';
import { spawnTypeScript } from './childProcess';

export interface HttpLoadPlan {
  readonly url: string;
  readonly method: 'POST';
  /** Connection i sends the headers at i modulo their count (one account per set, say). */
  readonly headersByConnection: readonly Readonly<Record<string, string>>[];
  readonly body: string;
  readonly connections: number;
  /** Run first, not counted. */
  readonly warmupMs: number;
  readonly countedMs: number;
}

export interface HttpLoadResult {
  readonly type: 'http-load';
  /** Answers inside the counted window, by status code. */
  readonly statuses: Readonly<Record<string, number>>;
  readonly completed: number;
  readonly seconds: number;
}

/** Runs the plan in a child process and answers its result. */
export function runHttpLoad(plan: HttpLoadPlan): Promise<HttpLoadResult> {
  const child = spawnTypeScript('bench/support/httpLoad.ts', [JSON.stringify(plan)]);
  return new Promise((resolve, reject) => {
    child.once('message', (message: HttpLoadResult) => { resolve(message); });
    child.once('exit', (code) => { reject(new Error(`the load generator exited (${String(code)}) without a result`)); });
  });
}

function send(agent: http.Agent, plan: HttpLoadPlan, headers: Readonly<Record<string, string>>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(plan.url, { method: plan.method, agent, headers: { ...headers, 'content-length': Buffer.byteLength(plan.body) } }, (response) => {
      response.resume();
      response.once('end', () => { resolve(response.statusCode ?? 0); });
      response.once('error', reject);
    });
    request.once('error', reject);
    request.end(plan.body);
  });
}

async function generate(plan: HttpLoadPlan): Promise<HttpLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections });
  const startedAt = performance.now();
  const countFrom = startedAt + plan.warmupMs;
  const countUntil = countFrom + plan.countedMs;
  const statuses: Record<string, number> = {};
  let completed = 0;
  const connection = async (index: number): Promise<void> => {
    const headers = plan.headersByConnection[index % plan.headersByConnection.length];
    if (headers === undefined) throw new Error('the plan gives no headers');
    while (performance.now() < countUntil) {
      const status = await send(agent, plan, headers);
      const now = performance.now();
      if (now >= countFrom && now < countUntil) {
        completed += 1;
        statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: plan.connections }, (_, index) => connection(index)));
  agent.destroy();
  return { type: 'http-load', statuses, completed, seconds: plan.countedMs / 1000 };
}

if (require.main === module) {
  const plan = JSON.parse(process.argv[2] ?? '') as HttpLoadPlan;
  generate(plan).then(
    (result) => {
      process.send?.(result);
      process.disconnect();
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
