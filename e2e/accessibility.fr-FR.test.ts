// Every page's accessibility in French: see e2e/support/accessibilityChecks.ts.
import { describeAccessibility } from './support/accessibilityChecks';

describeAccessibility('fr-FR');
