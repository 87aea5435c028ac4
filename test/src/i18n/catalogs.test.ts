// Keeps the catalogs and the code in step: every id the code uses is in both catalogs, no catalog holds an id
// the code does not use, both catalogs hold the same ids, and every message is valid ICU with the same
// arguments in both languages.
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import enUS from '../../../src/i18n/en-US.json';
import frFR from '../../../src/i18n/fr-FR.json';
import { extractFromDirectory, extractFromSource, type FoundMessage } from './messageExtraction';

const catalogs: Readonly<Record<string, Readonly<Record<string, string>>>> = { 'en-US': enUS, 'fr-FR': frFR };
const sourceRoot = path.resolve(__dirname, '../../../src');
const extraction = extractFromDirectory(sourceRoot);
const usedIds = new Set(extraction.messages.map((message) => message.id));

/** Argument names of an ICU message (`{count, plural, ...}` gives count), nested ones included. */
function argumentNames(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: readonly unknown[]) => {
    for (const element of elements) {
      if (typeof element !== 'object' || element === null) continue;
      if ('value' in element && typeof element.value === 'string' && 'type' in element && element.type !== 0) {
        names.add(element.value); // type 0 is literal text; the others name an argument
      }
      if ('options' in element && typeof element.options === 'object' && element.options !== null) {
        for (const option of Object.values(element.options as Record<string, { value: unknown[] }>)) {
          walk(option.value);
        }
      }
      if ('children' in element && Array.isArray(element.children)) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

describe('message extraction from the source', () => {
  it('finds the messages of the app and reports no computed ids', () => {
    expect(extraction.problems).toEqual([]);
    expect(usedIds.size).toBeGreaterThan(20);
    expect(usedIds).toContain('credits.balance');
    expect(usedIds).toContain('app.menu.signOut');
  });

  it('gives every defined message a default message and a description', () => {
    const incomplete = extraction.messages
      .filter((message) => message.defaultMessage !== undefined || message.description !== undefined)
      .filter((message) => !message.defaultMessage || !message.description)
      .map((message) => message.where);
    expect(incomplete).toEqual([]);
  });

  it('never defines one id with two different default messages', () => {
    const byId = new Map<string, FoundMessage>();
    const clashes: string[] = [];
    for (const message of extraction.messages) {
      const earlier = byId.get(message.id);
      if (earlier?.defaultMessage !== undefined && message.defaultMessage !== undefined &&
        earlier.defaultMessage !== message.defaultMessage) {
        clashes.push(`${message.id}: ${earlier.where} and ${message.where}`);
      }
      if (earlier?.defaultMessage === undefined) byId.set(message.id, message);
    }
    expect(clashes).toEqual([]);
  });

  // The checks below rely on the extractor; these cases show that it sees each way of naming a message.
  it('reads defineMessages, defineMessage, FormattedMessage ids and inline formatMessage ids', () => {
    const source = `
      import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
      const messages = defineMessages({
        a: { id: 'fixture.a', defaultMessage: 'A', description: 'first' },
        'b-key': { id: "fixture.b", defaultMessage: \`B\`, description: 'second' },
      } satisfies Record<string, unknown>);
      const single = defineMessage<{ n: number }>({ id: 'fixture.c', defaultMessage: '{n}', description: 'third' } as const);
      export function View() {
        const intl = useIntl();
        intl.formatMessage({ id: 'fixture.d', defaultMessage: 'D', description: 'fourth' });
        intl.formatMessage(messages.a);
        return <FormattedMessage id="fixture.e" />;
      }
    `;
    const { messages, problems } = extractFromSource('fixture.tsx', source);
    expect(problems).toEqual([]);
    expect(messages.map((message) => message.id)).toEqual([
      'fixture.a',
      'fixture.b',
      'fixture.c',
      'fixture.d',
      'fixture.e',
    ]);
    expect(messages[1]).toMatchObject({ defaultMessage: 'B', description: 'second', where: 'fixture.tsx:5' });
  });

  it('reports ids it cannot check', () => {
    const source = `
      const key = 'x';
      const messages = defineMessages({ a: { id: key, defaultMessage: 'A', description: 'd' }, ...more });
      const other = defineMessage({ id: \`prefix.\${key}\`, defaultMessage: 'B' });
      const third = defineMessages({ b: { ...base, defaultMessage: 'C' } });
      intl.formatMessage({ id: key });
      const view = <FormattedMessage id={key} />;
    `;
    const { messages, problems } = extractFromSource('broken.tsx', source);
    expect(messages).toEqual([]);
    expect(problems).toHaveLength(7);
  });
});

describe.each(Object.entries(catalogs))('catalog %s', (locale, catalog) => {
  it('has every message id the code uses', () => {
    const missing = [...usedIds].filter((id) => !(id in catalog)).sort();
    expect(missing).toEqual([]);
  });

  it('has no message id the code does not use', () => {
    const unused = Object.keys(catalog).filter((id) => !usedIds.has(id)).sort();
    expect(unused).toEqual([]);
  });

  it('holds only non-empty messages that parse as ICU', () => {
    const invalid = Object.entries(catalog).flatMap(([id, message]) => {
      if (message.trim() === '') return [`${id}: empty`];
      try {
        new IntlMessageFormat(message, locale); // parses at construction; throws on bad syntax
        return [];
      } catch (error) {
        return [`${id}: ${String(error)}`];
      }
    });
    expect(invalid).toEqual([]);
  });
});

/** Literal text of an ICU message: its arguments (`{title}`, plural options included) left out. */
function literalText(message: string): string {
  const texts: string[] = [];
  const walk = (elements: readonly unknown[]) => {
    for (const element of elements) {
      if (typeof element !== 'object' || element === null) continue;
      if ('type' in element && element.type === 0 && 'value' in element && typeof element.value === 'string') {
        texts.push(element.value);
      }
      if ('options' in element && typeof element.options === 'object' && element.options !== null) {
        for (const option of Object.values(element.options as Record<string, { value: unknown[] }>)) walk(option.value);
      }
    }
  };
  walk(new IntlMessageFormat(message, 'fr-FR').getAst());
  return texts.join('{}');
}

describe('French typography', () => {
  it('puts a no-break space (U+00A0 or U+202F) before : ; ? and !', () => {
    const misplaced = Object.entries(frFR as Record<string, string>)
      .filter(([, message]) => /(^|[^\u00a0\u202f])[:;?!]/u.test(literalText(message).replace(/https?:\/\//g, '')))
      .map(([id, message]) => `${id}: ${message}`);
    expect(misplaced).toEqual([]);
  });

  it('uses the typographic apostrophe and ellipsis', () => {
    const plain = Object.entries(frFR as Record<string, string>)
      .filter(([, message]) => /'|\.\.\./.test(message))
      .map(([id]) => id);
    expect(plain).toEqual([]);
  });
});

describe('the two catalogs', () => {
  it('hold the same ids', () => {
    expect(Object.keys(frFR).sort()).toEqual(Object.keys(enUS).sort());
  });

  it('use the same arguments in each message', () => {
    const mismatched = Object.entries(enUS as Record<string, string>)
      .filter(([id, message]) => {
        const french = (frFR as Record<string, string>)[id];
        return french !== undefined &&
          argumentNames(message, 'en-US').join() !== argumentNames(french, 'fr-FR').join();
      })
      .map(([id]) => id);
    expect(mismatched).toEqual([]);
  });

  it('en-US repeats the default messages of the code', () => {
    const drifted = extraction.messages
      .filter((message) => message.defaultMessage !== undefined)
      .filter((message) => (enUS as Record<string, string>)[message.id] !== message.defaultMessage)
      .map((message) => `${message.id} (${message.where})`);
    expect(drifted).toEqual([]);
  });
});
