// Browser tests drive a real server and Chromium: each step takes seconds, and more on a loaded machine. Jest
// reads `testTimeout` from the top level of its config only (a project's own is ignored), so the e2e project
// sets it here, for every test that does not name its own.
jest.setTimeout(60_000);
