// What /capture reads from its address: the bookmarklet's page in the fragment, a share sheet's or a link's
// query (the address inside the shared text too), or nothing usable.
import { captureInputOf, firstUrlIn } from '../../../../src/features/capture/captureInput';

function fragmentOf(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return `#posting=${btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

describe('the capture page’s input', () => {
  it('reads the page the bookmarklet sent, accents and all', () => {
    const html = '<title>Développeuse — Lyon</title><script type="application/ld+json">{"@type":"JobPosting"}</script>';
    expect(captureInputOf('', fragmentOf({ url: 'https://jobs.example.org/1', html }))).toEqual({ kind: 'page', url: 'https://jobs.example.org/1', html });
  });

  it.each([
    ['a fragment that is not base64url JSON', '#posting=%%%'],
    ['a page without html', fragmentOf({ url: 'https://jobs.example.org/1' })],
    ['a page at an address that is not http', fragmentOf({ url: 'javascript:alert(1)', html: '<p>x</p>' })],
  ])('ignores %s', (_case, hash) => {
    expect(captureInputOf('', hash)).toEqual({ kind: 'none', sharedTitle: null });
  });

  it('takes a shared address, or the first address of the shared text, with the shared title', () => {
    expect(captureInputOf('?url=https%3A%2F%2Fjobs.example.org%2F2&title=Rust+engineer', '')).toEqual({ kind: 'url', url: 'https://jobs.example.org/2', sharedTitle: 'Rust engineer' });
    const text = encodeURIComponent('Regarde cette offre : https://jobs.example.org/3?ref=app.');
    expect(captureInputOf(`?title=Offre&text=${text}`, '')).toEqual({ kind: 'url', url: 'https://jobs.example.org/3?ref=app', sharedTitle: 'Offre' });
    expect(captureInputOf('?title=Only+a+title', '')).toEqual({ kind: 'none', sharedTitle: 'Only a title' });
  });

  it('finds no address in a text without an http one', () => {
    expect(firstUrlIn('call me at tel:+33612345678 or ftp://files.example.org')).toBeNull();
  });
});
