// How long Testing Library's findBy queries and waitFor wait for the page to show what a test expects. Its
// default, 1 s, is meant for a quiet machine; `npm test` runs the browser project beside the browser tests in
// Chromium on two cores. A wait ends as soon as its condition holds, so a passing test takes no longer.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 4_000 });
