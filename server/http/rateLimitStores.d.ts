// The stores @fastify/rate-limit ships and uses itself, which it does not type: the shape rateLimitStore.ts uses.
declare module '@fastify/rate-limit/store/*' {
  import type { Redis } from 'ioredis';

  type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

  interface Store {
    incr(key: string, callback: Counted, timeWindow: number, max: number): void;
    read(key: string, callback: Counted, timeWindow: number, max: number): void;
    child(routeOptions: unknown): Store;
  }

  const StoreConstructor: {
    new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: [Redis, string] | [number?]): Store;
  };
  export = StoreConstructor;
}
