import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderTermsHtml, sanitizeTermsHtml } from '../../../../server/domain/terms/renderTerms';
import { DEFAULT_TERMS_DIRECTORY, loadCurrentTerms, termsVersions } from '../../../../server/domain/terms/termsCatalog';
import { CURRENT_TEST_TERMS } from '../../../support/accounts';

const madeDirectories: string[] = [];
afterAll(() => {
  for (const directory of madeDirectories) fs.rmSync(directory, { recursive: true, force: true });
});

function termsDirectoryWith(versions: Readonly<Record<string, Readonly<Record<string, string>>>>): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'terms-test-'));
  madeDirectories.push(directory);
  for (const [version, files] of Object.entries(versions)) {
    fs.mkdirSync(path.join(directory, version));
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(directory, version, name), text);
  }
  return directory;
}

const BOTH = { 'en-US.md': '# Terms\n\nEnglish.', 'fr-FR.md': '# Conditions\n\nFrançais.' };

describe('the shipped terms', () => {
  it('are the version the test accounts accepted, in both languages, rendered as HTML', async () => {
    const terms = await loadCurrentTerms();
    expect(terms.version).toBe(CURRENT_TEST_TERMS);
    expect(terms.html['en-US']).toMatch(/^<h1>Terms of Service<\/h1>/);
    expect(terms.html['fr-FR']).toMatch(/^<h1>Conditions d’utilisation<\/h1>/);
    for (const html of Object.values(terms.html)) {
      expect(html).toContain('<a href="mailto:');
      // Every subject the terms must cover has its section.
      expect(html.match(/<h2>/g)).toHaveLength(9);
    }
    expect(terms.html['en-US']).toMatch(/credits/i);
    expect(terms.html['fr-FR']).toMatch(/crédits/i);
  });

  it('live in server/terms, one folder per version', async () => {
    expect(DEFAULT_TERMS_DIRECTORY).toBe(path.resolve(__dirname, '../../../../server/terms'));
    expect(await termsVersions(DEFAULT_TERMS_DIRECTORY)).toContain(CURRENT_TEST_TERMS);
  });
});

describe('loading the terms', () => {
  it('takes the newest version as the current one, ignoring folders that are not dated versions', async () => {
    const directory = termsDirectoryWith({
      '2026-11-01': BOTH,
      '2027-02-15': { 'en-US.md': '# Newer', 'fr-FR.md': '# Plus récentes' },
      '2027-13-01': BOTH,
      drafts: BOTH,
    });
    expect(await termsVersions(directory)).toEqual(['2026-11-01', '2027-02-15']);
    const terms = await loadCurrentTerms(directory);
    expect(terms).toEqual({ version: '2027-02-15', html: { 'en-US': '<h1>Newer</h1>\n', 'fr-FR': '<h1>Plus récentes</h1>\n' } });
  });

  it('refuses to start without every language of the current version', async () => {
    const directory = termsDirectoryWith({ '2026-11-01': BOTH, '2027-01-01': { 'en-US.md': '# Only English' } });
    await expect(loadCurrentTerms(directory)).rejects.toThrow(/2027-01-01 have no fr-FR text/);
  });

  it('refuses to start without any version', async () => {
    await expect(loadCurrentTerms(termsDirectoryWith({ drafts: BOTH }))).rejects.toThrow(/no terms version/);
  });
});

describe('the terms HTML', () => {
  it('keeps headings, lists, emphasis and web or mail links', () => {
    const html = renderTermsHtml(
      '## Data\n\n- **kept** and *used*\n- [site](https://example.org/a?b=1) or [mail](mailto:help@example.org)\n\n1. one\n\n> quoted',
    );
    expect(html).toBe(
      [
        '<h2>Data</h2>',
        '<ul>',
        '<li><strong>kept</strong> and <em>used</em></li>',
        '<li><a href="https://example.org/a?b=1">site</a> or <a href="mailto:help@example.org">mail</a></li>',
        '</ul>',
        '<ol>',
        '<li>one</li>',
        '</ol>',
        '<blockquote>',
        '<p>quoted</p>',
        '</blockquote>',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['a script', '<script>alert(1)</script>Text', 'Text'],
    ['an event handler', '<p onclick="alert(1)">Text</p>', '<p>Text</p>'],
    ['an image', 'Text <img src="https://tracker.example/p.gif" onerror="alert(1)">', 'Text '],
    ['a frame', '<iframe src="https://evil.example"></iframe>Text', 'Text'],
    ['a javascript: link', '<a href="javascript:alert(1)">Text</a>', '<a>Text</a>'],
    ['a data: link', '<a href="data:text/html,x">Text</a>', '<a>Text</a>'],
    ['a protocol-relative link', '<a href="//evil.example">Text</a>', '<a>Text</a>'],
    ['a style and a target', '<a href="https://example.org" style="color:red" target="_blank">Text</a>', '<a href="https://example.org">Text</a>'],
    ['a form', '<form action="https://evil.example"><input name="password"></form>Text', 'Text'],
  ])('drops %s', (_case, html, expected) => {
    expect(sanitizeTermsHtml(html)).toBe(expected);
  });

  it('drops what Markdown lets through as raw HTML', () => {
    const html = renderTermsHtml('# Terms <script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/script|onerror|javascript|<img/i);
  });
});
