// Where the rate limits count: in Redis while it answers, so that every server process shares the counts, and in
// this process while it does not. The plugin's own answer to an unreachable store is to let every call through
// (`skipOnError`), which would lift every limit, sign-in guessing included, for as long as Redis is away; counting
// in the process keeps each limit per process (N processes let a client make up to N times the limit) until it
// is back.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import type { Redis } from 'ioredis';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
type Method = 'incr' | 'read';

/** What the plugin hands a store's constructor (its global settings), of which the stores read these two. */
interface StoreSettings {
  readonly continueExceeding?: boolean;
  readonly exponentialBackoff?: boolean;
}

/** What the store says when it starts or stops counting in the process. */
export interface StoreFallbackLog {
  countingInProcess(error: Error | undefined): void;
  countingInRedis(): void;
}

interface Shared {
  readonly redis: Redis;
  readonly log: StoreFallbackLog;
  /** Whether the last call went to the process's own counts; shared by every route's store, to log changes once. */
  inProcess: boolean;
}

type PluginStore = InstanceType<typeof LocalStore>;

class RedisOrLocalStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: Shared,
    private readonly redis: PluginStore,
    private readonly local: PluginStore,
  ) {}

  incr(key: string, callback: Counted, timeWindow: number, max: number): void {
    this.count('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Counted, timeWindow: number, max: number): void {
    this.count('read', key, callback, timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new RedisOrLocalStore(this.shared, this.redis.child(routeOptions), this.local.child(routeOptions));
  }

  private count(method: Method, key: string, callback: Counted, timeWindow: number, max: number): void {
    // While ioredis is not connected it queues commands and retries them: a call would wait for the reconnection
    // instead of being counted now.
    if (this.shared.redis.status !== 'ready') {
      this.inProcess(undefined);
      this.local[method](key, callback, timeWindow, max);
      return;
    }
    this.redis[method](
      key,
      (error, result) => {
        if (error === null) {
          this.inRedis();
          callback(null, result);
          return;
        }
        this.inProcess(error);
        this.local[method](key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  private inProcess(error: Error | undefined): void {
    if (this.shared.inProcess) return;
    this.shared.inProcess = true;
    this.shared.log.countingInProcess(error);
  }

  private inRedis(): void {
    if (!this.shared.inProcess) return;
    this.shared.inProcess = false;
    this.shared.log.countingInRedis();
  }
}

/** The plugin's `store` option: counts in `redis` under `namespace`, in the process while Redis is away. */
export function redisOrLocalStore(redis: Redis, namespace: string, log: StoreFallbackLog): FastifyRateLimitStoreCtor {
  const shared: Shared = { redis, log, inProcess: false };
  return class extends RedisOrLocalStore {
    constructor(options: StoreSettings) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(shared, new RedisStore(continueExceeding, exponentialBackoff, redis, namespace), new LocalStore(continueExceeding, exponentialBackoff));
    }
  };
}
