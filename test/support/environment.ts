// Suites that need a service from outside the repository run only when it is configured. `npm test`
// prints which ones were skipped and why, and CI (CI=true) refuses to skip them.
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;
export const testRedisUrl: string | undefined = process.env.REDIS_URL || undefined;

// Benchmarks load the test support outside Jest, where `describe` does not exist.
const inJest = typeof describe === 'function';
export const describeWithPostgres = (inJest && (testDatabaseUrl === undefined ? describe.skip : describe)) as jest.Describe;
export const describeWithRedis = (inJest && (testRedisUrl === undefined ? describe.skip : describe)) as jest.Describe;
