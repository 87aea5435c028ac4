// How long one test of the in-process projects (browser, server, contract) may take before Jest calls it hung.
// Jest's default, 5 s, is a timing in disguise: `npm test` runs these projects beside the browser tests on a
// shared 2-core machine, where a test that takes 2 s alone (a PostgreSQL search over a thousand applications,
// inspecting every zip bomb of the corpus) has taken more than 5. Speed is measured by the benchmarks (bench/);
// this limit only stops a test that never ends.
jest.setTimeout(30_000);
