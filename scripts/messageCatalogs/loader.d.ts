import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A catalog with each message parsed into react-intl's syntax tree (see loader.js). */
export function parsedCatalog(catalog: Readonly<Record<string, string>>): Record<string, MessageFormatElement[]>;
