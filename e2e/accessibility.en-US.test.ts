// Every page's accessibility in English: see e2e/support/accessibilityChecks.ts.
import { describeAccessibility } from './support/accessibilityChecks';

describeAccessibility('en-US');
