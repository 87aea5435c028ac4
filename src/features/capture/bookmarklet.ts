// The bookmarklet: this function runs on a job board's page when the person clicks the bookmark. The link's
// `javascript:` address is made from its compiled code (`captureFromPage.toString()` in bookmarkletLink.ts), so
// it must stand alone: no import, no outer name, nothing a compiler would put in a helper. It sends no request
// from the job board's page (a content security policy there cannot block it): it reads the page's address and
// its JSON-LD scripts (or, without any, its HTML stripped of scripts and styles), and opens the app's /capture
// in a new tab with them in the address's fragment, which never leaves the browser.
export function captureFromPage(appOrigin: string): void {
  const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const blocks = Array.from(document.querySelectorAll('script[type="application/ld+json"]'));
  let html: string;
  if (blocks.length > 0) {
    html = `<title>${escapeText(document.title)}</title>${blocks.map((block) => `<script type="application/ld+json">${block.textContent}</script>`).join('')}`;
  } else {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    for (const unwanted of Array.from(copy.querySelectorAll('script,style,noscript,svg,iframe,template,link'))) unwanted.remove();
    // The server reads at most 2 MiB; a fragment that long is slow to open, and the posting is near the top.
    html = copy.outerHTML.slice(0, 1_000_000);
  }
  const bytes = new TextEncoder().encode(JSON.stringify({ url: location.href, html }));
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  const encoded = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const target = `${appOrigin}/capture#posting=${encoded}`;
  const opened = window.open(target, '_blank');
  // The app's tab has no business with the job board's: cut the link back. A blocked pop-up: this tab goes.
  if (opened === null) location.href = target;
  else opened.opener = null;
}

/** The bookmark's address for this app: the function's compiled code, called with the app's origin. */
export function bookmarkletHref(appOrigin: string): string {
  return `javascript:${encodeURIComponent(`(${captureFromPage.toString()})(${JSON.stringify(appOrigin)});void 0`)}`;
}
