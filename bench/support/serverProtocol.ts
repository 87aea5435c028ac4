// The messages between a benchmark and the server it runs in a child process (over Node's IPC channel), so
// that the server's CPU and memory are its own and never the load generator's.

/** One signed-in account the server seeded, with the ids of its job applications. */
export interface BenchAccount {
  readonly accountId: string;
  readonly token: string;
  readonly applicationIds: readonly string[];
}

export interface ServerReady {
  readonly type: 'ready';
  /** http://127.0.0.1:port */
  readonly baseUrl: string;
  /** Empty for the bare servers, which know no accounts. */
  readonly accounts: readonly BenchAccount[];
  /** What a browser would send to pass the CSRF check of unsafe /api calls (the real app only). */
  readonly csrf?: { readonly header: string; readonly cookie: string };
  /** What the server is, for the benchmark's header. */
  readonly label: string;
}

/** Publishes one push to every socket joined to `topic`; `sequence` tells the pushes apart. */
export interface PublishCommand {
  readonly type: 'publish';
  readonly topic: string;
  readonly sequence: number;
}

export interface PublishedReply {
  readonly type: 'published';
  readonly sequence: number;
  /** process.hrtime (CLOCK_MONOTONIC, shared by every process of the machine) just before the publish, in ms. */
  readonly publishedAtMs: number;
}

/** Collects garbage, then answers the process's memory. */
export interface MemoryCommand {
  readonly type: 'memory';
}

export interface MemoryReply {
  readonly type: 'memory';
  readonly rss: number;
  /** V8 heap in use plus memory held outside it (Buffers): what the sockets' objects cost. */
  readonly heap: number;
  /** Sockets the server holds open right now. */
  readonly sockets: number;
}

export type ServerCommand = PublishCommand | MemoryCommand;
export type ServerMessage = ServerReady | PublishedReply | MemoryReply;

/** The event of the benchmark's pushes: a real push of the contract, so the app's path is the real one. */
export const BENCH_PUSH_EVENT = 'updated_credits';

/** A push's payload as the contract has it; `credits` carries the sequence number. */
export function benchPushPayload(sequence: number): { credits: number; fields: string[] } {
  return { credits: sequence, fields: ['credits'] };
}

/** Milliseconds on the clock every process of the machine shares (CLOCK_MONOTONIC). */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** Collects garbage until the heap stops shrinking (the child runs with --expose-gc), then reads the memory. */
export function settledMemory(sockets: number): MemoryReply {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (collect === undefined) throw new Error('the server process needs --expose-gc');
  for (let round = 0; round < 4; round += 1) collect();
  const usage = process.memoryUsage();
  return { type: 'memory', rss: usage.rss, heap: usage.heapUsed + usage.external, sockets };
}
