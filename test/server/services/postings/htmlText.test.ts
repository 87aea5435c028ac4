// A job description's HTML as plain text (paragraphs apart, list items as "- " lines, entities decoded, escaped
// HTML decoded first, scripts dropped), the short texts of a posting, and the bounded parse and walk the readers
// share.
import {
  attributeOf,
  findElements,
  htmlToText,
  inlineText,
  normalizeText,
  parseHtml,
  singleLine,
} from '../../../../server/services/postings/htmlText';

const MiB = 1024 * 1024;

describe('htmlToText', () => {
  it.each([
    ['an empty text', '', ''],
    ['only whitespace and empty blocks', ' \n <p> </p><div>\t</div><ul><li> </li></ul>', ''],
    ['paragraphs, one blank line apart', '<p>One</p><p>Two</p>', 'One\n\nTwo'],
    ['runs of spaces and source line breaks', '<p>  One\n   long\tline  </p>', 'One long line'],
    ['inline elements within a line', '<p>A <strong>bold</strong> and <em>quiet</em><span>word</span></p>', 'A bold and quietword'],
    ['headings as paragraphs', '<h2>About us</h2><p>We bake.</p><h3>You</h3>Knead.', 'About us\n\nWe bake.\n\nYou\n\nKnead.'],
    ['divs and sections as lines', '<div>One</div><div>Two</div><section>Three</section><article>Four</article>', 'One\nTwo\nThree\nFour'],
    ['nested divs without blank lines', '<div><div><div>One</div></div><div>Two</div></div>', 'One\nTwo'],
    ['a list', '<p>Perks:</p><ul><li>Lunch</li><li>Bike</li></ul><p>Apply.</p>', 'Perks:\n\n- Lunch\n- Bike\n\nApply.'],
    ['an ordered list', '<ol><li>First</li><li>Second</li></ol>', '- First\n- Second'],
    ['a nested list, indented', '<ul><li>Tools<ul><li>Git</li><li>Docker<ul><li>Compose</li></ul></li></ul></li><li>Tests</li></ul>', '- Tools\n  - Git\n  - Docker\n    - Compose\n- Tests'],
    ['paragraphs inside an item', '<ul><li><p>One</p><p>more</p></li><li>Two</li></ul>', '- One\nmore\n- Two'],
    ['an empty item', '<ul><li></li><li>Two</li></ul>After', '- Two\n\nAfter'],
    ['an item outside any list', '<li>Lone</li>', '- Lone'],
    ['a line break', 'One<br>Two<br/>Three', 'One\nTwo\nThree'],
    ['two line breaks as a blank line', 'One<br><br>Two', 'One\n\nTwo'],
    ['many line breaks as one blank line', 'One<br><br><br><br><p></p><br>Two', 'One\n\nTwo'],
    ['a break inside an item', '<ul><li>One<br>more</li></ul>', '- One\nmore'],
    ['entities', '<p>Caf&eacute; &amp; th&eacute;&nbsp;: 5&nbsp;&euro; &lt;3 &#39;ok&#39; &#x2014; &rsquo;</p>', 'Café & thé : 5 € <3 \'ok\' — ’'],
    ['a table, a row a line', '<table><tr><th>Day</th><th>Hours</th></tr><tr><td>Mon</td><td>9-17</td></tr></table>', 'Day Hours\nMon 9-17'],
    ['scripts, styles and templates dropped', '<p>Shown</p><script>alert("x")</script><style>p{color:red}</style><template><p>No</p></template><noscript>No</noscript>', 'Shown'],
    ['comments dropped', '<p>One<!-- hidden --> two</p>', 'One two'],
    ['a whole document', '<html><head><title>Title</title></head><body><p>Body</p></body></html>', 'Body'],
    ['preformatted lines', '<pre>line 1\n   line 2\n\nline 4</pre>', 'line 1\nline 2\n\nline 4'],
    ['a blockquote', 'Said:<blockquote>Hello</blockquote>Done', 'Said:\n\nHello\n\nDone'],
    ['unclosed paragraphs', '<p>One<p>Two<p>Three', 'One\n\nTwo\n\nThree'],
    ['French text', '<p>Vous &ecirc;tes dipl&ocirc;m&eacute;(e) d&rsquo;une &eacute;cole d&rsquo;ing&eacute;nieurs.</p><ul><li>Anglais courant</li></ul>', 'Vous êtes diplômé(e) d’une école d’ingénieurs.\n\n- Anglais courant'],
  ])('renders %s', (_case, html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it.each([
    ['escaped paragraphs and a list', '&lt;p&gt;We hire.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Pay &amp;amp; perks&lt;/li&gt;&lt;/ul&gt;', 'We hire.\n\n- Pay & perks'],
    ['escaped line breaks', 'One&lt;br&gt;Two&lt;br /&gt;Three', 'One\nTwo\nThree'],
    ['escaped entities in escaped HTML', '&lt;p&gt;Caf&amp;eacute;&lt;/p&gt;', 'Café'],
  ])('decodes HTML-escaped HTML first: %s', (_case, html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it.each([
    ['a text with real tags is not decoded twice', '<p>Write &lt;p&gt; in HTML</p>', 'Write <p> in HTML'],
    ['a plain text keeps its line breaks', 'First line\nSecond   line\n\n\n\nThird', 'First line\nSecond line\n\nThird'],
    ['a plain text with entities', 'R&amp;D &eacute;quipe\r\nLyon', 'R&D équipe\nLyon'],
    ['a plain text with a lone less-than sign', 'Salary < 50k & > 40k', 'Salary < 50k & > 40k'],
    ['escaped text that holds no tag', '&lt;3 our team', '<3 our team'],
  ])('leaves alone what is not escaped HTML: %s', (_case, html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('renders half a MiB of list items, and nesting 400,000 deep, quickly', () => {
    const started = performance.now();
    const count = Math.floor(MiB / 2 / '<li>item</li>'.length);
    const items = htmlToText(`<ul>${'<li>item</li>'.repeat(count)}</ul>`);
    expect(items).toBe(Array.from({ length: count }, () => '- item').join('\n'));
    // Nesting deeper than 1,000 stops the parse: what lies deeper is not read.
    expect(htmlToText(`<div>top</div>${'<div>'.repeat(400_000)}deep`)).toBe('top');
    expect(htmlToText('<ul><li>'.repeat(200_000)).length).toBeLessThan(20_000);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('the short texts of a posting', () => {
  it.each([
    ['  Senior\n  baker  ', 'Senior baker'],
    ['R&amp;D &ndash; Lyon', 'R&D – Lyon'],
    ['C++ <developer>', 'C++ <developer>'],
    ['AT&T', 'AT&T'],
    ['Café', 'Café'],
  ])('reads %p as %p', (text, line) => {
    expect(inlineText(text)).toBe(line);
  });

  it('makes a single line', () => {
    expect(singleLine(' a \n\t b\u00a0 c ')).toBe('a b c');
  });

  it('tidies plain text, keeping at most one blank line', () => {
    expect(normalizeText('\n\n  a   b \r\n\r\n\r\n c\n\n')).toBe('a b\n\nc');
  });
});

describe('the parse and the walk', () => {
  it('finds elements in document order, with lower-cased names and attributes', () => {
    const document = parseHtml('<HEAD><META Property="og:title" CONTENT="A"></HEAD><body><div><meta name="b"></div><meta name="c"></body>');
    const metas = findElements(document, (element) => element.name === 'meta');
    expect(metas.map((meta) => attributeOf(meta, 'property') ?? attributeOf(meta, 'name'))).toEqual(['og:title', 'b', 'c']);
    expect(attributeOf(metas[0]!, 'content')).toBe('A');
    expect(attributeOf(metas[0]!, 'constructor')).toBeUndefined();
  });

  it('parses up to 1,000 nested elements', () => {
    const findSpans = (html: string) => findElements(parseHtml(html), (element) => element.name === 'span');
    expect(findSpans(`${'<div>'.repeat(999)}<span></span>`)).toHaveLength(1);
    expect(findSpans(`${'<div>'.repeat(20_000)}<span></span>`)).toHaveLength(0);
    expect(findSpans(`${'<div></div>'.repeat(20_000)}<span></span>`)).toHaveLength(1);
  });
});
