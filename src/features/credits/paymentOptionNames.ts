import type { IntlShape, MessageDescriptor } from 'react-intl';
import { creditsMessages } from './messages';

/** The packs the server ships with have names of ours, translated; a pack an operator added keeps its own. */
const knownPackNames: Readonly<Record<string, MessageDescriptor>> = {
  starter: creditsMessages.starterName,
  standard: creditsMessages.standardName,
  intensive: creditsMessages.intensiveName,
};

export function paymentOptionName(intl: IntlShape, name: string): string {
  const known = Object.hasOwn(knownPackNames, name) ? knownPackNames[name] : undefined;
  return known === undefined ? name : intl.formatMessage(known);
}
