// The bookmarklet runs from its own compiled code alone, as a bookmark does: made from `toString()`, evaluated
// with nothing of the app around it, on a page with JSON-LD (only that is sent) and on one without (its HTML,
// without scripts). It opens /capture with the page in the fragment and requests nothing.
import { bookmarkletHref } from '../../../../src/features/capture/bookmarklet';
import { captureInputOf } from '../../../../src/features/capture/captureInput';

function runBookmark(): string[] {
  const opened: string[] = [];
  const open = jest.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url));
    return {} as Window;
  });
  const fetchSpy = jest.fn();
  Object.assign(window, { fetch: fetchSpy });
  const code = decodeURIComponent(bookmarkletHref('https://tracker.example.org').slice('javascript:'.length));
  // A new function of the code alone: any name it borrowed from the app's modules would be undefined here.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the point: the bookmark's code alone, as a browser runs a javascript: address
  const bookmark = new Function(code) as () => void;
  bookmark();
  open.mockRestore();
  expect(fetchSpy).not.toHaveBeenCalled();
  return opened;
}

describe('the bookmarklet', () => {
  it('sends the page’s JSON-LD and title when it has some', () => {
    document.head.innerHTML = '<title>Rust & co <3</title><script type="application/ld+json">{"@type":"JobPosting","title":"Ingénieure"}</script><script>var tracker = 1;</script>';
    document.body.innerHTML = '<h1>Ingénieure</h1>';
    const [opened] = runBookmark();
    expect(opened).toMatch(/^https:\/\/tracker\.example\.org\/capture#posting=/);
    const input = captureInputOf('', String(opened).slice(String(opened).indexOf('#')));
    expect(input).toEqual({
      kind: 'page',
      url: window.location.href,
      html: '<title>Rust &amp; co &lt;3</title><script type="application/ld+json">{"@type":"JobPosting","title":"Ingénieure"}</script>',
    });
  });

  it('sends the page’s HTML without its scripts and styles when it has no JSON-LD', () => {
    document.head.innerHTML = '<title>Offre</title><meta property="og:title" content="Chargée de projet"><style>p{}</style>';
    document.body.innerHTML = '<p>Poste à Lyon</p><script>alert(1)</script>';
    const [opened] = runBookmark();
    const input = captureInputOf('', String(opened).slice(String(opened).indexOf('#')));
    expect(input.kind).toBe('page');
    const html = input.kind === 'page' ? input.html : '';
    expect(html).toContain('<meta property="og:title" content="Chargée de projet">');
    expect(html).toContain('<p>Poste à Lyon</p>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<style');
  });
});
