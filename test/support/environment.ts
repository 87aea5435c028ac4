// Suites that need a service from outside the repository run only when it is configured. `npm test`
// prints which ones were skipped and why, and CI (CI=true) refuses to skip them.
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;
export const testRedisUrl: string | undefined = process.env.REDIS_URL || undefined;

export const describeWithPostgres: jest.Describe = testDatabaseUrl === undefined ? describe.skip : describe;
export const describeWithRedis: jest.Describe = testRedisUrl === undefined ? describe.skip : describe;
