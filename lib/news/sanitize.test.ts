import { describe, expect, it } from 'vitest';
import { decodeEntities, excerpt, htmlToText, isBlankHtml } from './excerpt';
import { sanitizeNewsHtml } from './sanitize';
import { newsCreateSchema, newsUpdateSchema } from './schemas';

/** Nothing that can run code or load anything survives. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<svg|<img|<object|<embed|<style|<math/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
}

describe('sanitizeNewsHtml: removes what could run or load', () => {
  const attacks: [string, string, string][] = [
    ['script tags and their content', '<p>Prije</p><script>alert(1)</script><p>Poslije</p>', '<p>Prije</p><p>Poslije</p>'],
    ['a script in odd case', '<p>a</p><ScRiPt src="//x.example/x.js"></ScRiPt>', '<p>a</p>'],
    ['<img onerror>', '<p>Slika<img src=x onerror="alert(1)"></p>', '<p>Slika</p>'],
    ['javascript: links', '<a href="javascript:alert(1)">klik</a>', '<a>klik</a>'],
    ['JaVaScRiPt: links', '<a href="JaVaScRiPt:alert(1)">klik</a>', '<a>klik</a>'],
    ['javascript: hidden with entities and control characters', '<a href="jav&#x09;ascript:alert(1)">klik</a>', '<a>klik</a>'],
    ['javascript: behind leading spaces', '<a href="  javascript:alert(1)">klik</a>', '<a>klik</a>'],
    ['data: URLs', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['vbscript: URLs', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['protocol-relative URLs', '<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<iframe>', '<p>a</p><iframe src="https://evil.example"></iframe>', '<p>a</p>'],
    ['style attributes', '<p style="position:fixed;top:0">Tekst</p>', '<p>Tekst</p>'],
    ['<style> blocks', '<style>body{display:none}</style><p>Tekst</p>', '<p>Tekst</p>'],
    ['event handlers on allowed tags', '<p onclick="alert(1)" onmouseover="x()">Tekst <strong onfocus="y()">jak</strong></p>', '<p>Tekst <strong>jak</strong></p>'],
    ['<svg onload>', '<svg onload="alert(1)"><circle r="5"></circle></svg><p>ok</p>', '<p>ok</p>'],
    ['<object> and <embed>', '<object data="x.swf"></object><embed src="x.swf"><p>ok</p>', '<p>ok</p>'],
    ['forms and inputs', '<form action="https://evil.example"><input name="p"><button>Pošalji</button></form>', 'Pošalji'],
    ['class and id attributes', '<p class="x" id="y">Tekst</p>', '<p>Tekst</p>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>a</p>', '<p>a</p>'],
  ];
  for (const [label, dirty, clean] of attacks) {
    it(label, () => {
      const out = sanitizeNewsHtml(dirty);
      expect(out).toBe(clean);
      expectInert(out);
    });
  }

  it('forces rel="noopener noreferrer" on a link that opens a new tab and drops other targets', () => {
    expect(sanitizeNewsHtml('<a href="https://a.hr" target="_blank">a</a>')).toBe(
      '<a href="https://a.hr" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeNewsHtml('<a href="https://a.hr" target="_blank" rel="opener">a</a>')).toBe(
      '<a href="https://a.hr" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeNewsHtml('<a href="https://a.hr" target="_parent">a</a>')).toBe('<a href="https://a.hr">a</a>');
  });

  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>Naslov</h2><h3>Podnaslov</h3><h4>Manji</h4>' +
      '<p>Tekst s <strong>podebljanim</strong>, <b>b</b>, <em>kosim</em>, <i>i</i>, <u>podcrtanim</u> i <s>precrtanim</s>.<br>Novi red</p>' +
      '<ul><li><p>jedan</p></li></ul><ol><li><p>dva</p></li></ol>' +
      '<blockquote><p>citat</p></blockquote><pre><code>kod()</code></pre><hr>' +
      '<p><a href="https://gradiliste.hr/x?a=1&amp;b=2">veza</a> <a href="mailto:ured@gradiliste.hr">pošta</a> <a href="/news/5">interna</a></p>';
    expect(sanitizeNewsHtml(html)).toBe(html.replace('<hr>', '<hr />').replace('<br>', '<br />'));
  });

  it('keeps Croatian letters and is idempotent', () => {
    const once = sanitizeNewsHtml('<p>Čćđšž ČĆĐŠŽ &amp; &lt;3</p><script>x</script>');
    expect(once).toBe('<p>Čćđšž ČĆĐŠŽ &amp; &lt;3</p>');
    expect(sanitizeNewsHtml(once)).toBe(once);
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeNewsHtml('')).toBe('');
    expect(sanitizeNewsHtml(null)).toBe('');
  });
});

describe('excerpt: the text with markup stripped', () => {
  it('strips tags, separates blocks and collapses whitespace', () => {
    expect(htmlToText('<h2>Naslov</h2><p>Prvi   <strong>red</strong>\n</p><ul><li>a</li><li>b</li></ul>')).toBe('Naslov Prvi red a b');
    expect(htmlToText('<p>jed<strong>na</strong> riječ</p>')).toBe('jedna riječ');
    expect(htmlToText('<p>red<br>drugi</p>')).toBe('red drugi');
  });

  it('decodes entities and keeps Croatian letters', () => {
    expect(htmlToText('<p>Ivić &amp; sinovi d.o.o. &lt;gradnja&gt; &quot;Čćžšđ&quot; &#268;&#x107; &scaron;&nbsp;x</p>')).toBe(
      'Ivić & sinovi d.o.o. <gradnja> "Čćžšđ" Čć š x',
    );
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
    expect(decodeEntities('&nepoznato; &#0; &#xD800;')).toBe('&nepoznato; &#0; &#xD800;');
  });

  it('drops the content of script and style, comments and a tag cut off at the end', () => {
    expect(htmlToText('<p>a</p><script>alert("x")</script><style>p{}</style><!-- b --><p>c</p><a href="https://x')).toBe('a c');
  });

  it('cuts at a word boundary with an ellipsis', () => {
    const words = Array.from({ length: 80 }, (_, i) => `riječ${i}`).join(' ');
    const out = excerpt(`<p>${words}</p>`);
    expect(out.endsWith('…')).toBe(true);
    expect(out.length).toBeLessThanOrEqual(201);
    const body = out.slice(0, -1);
    expect(words.startsWith(body)).toBe(true);
    expect(words[body.length]).toBe(' ');
  });

  it('leaves short text whole and marks a truncated source', () => {
    expect(excerpt('<p>Kratko &amp; jasno.</p>')).toBe('Kratko & jasno.');
    expect(excerpt('<p>Početak</p>', 200, true)).toBe('Početak…');
    expect(excerpt('a'.repeat(300)).length).toBe(201);
  });

  it('knows an empty editor', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p> <br></p><p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
  });
});

describe('news schemas (shared by the form and the API)', () => {
  const valid = { title: 'Naslov', text: '<p>Tekst</p>', date: '2026-03-02T09:30:00.000Z', author: 'Ana', isFeatured: true };

  it('accepts a valid article and drops isArchived on create', () => {
    const out = newsCreateSchema.parse({ ...valid, isArchived: true });
    expect(out).toEqual({ ...valid });
    expect('isArchived' in out).toBe(false);
    expect(newsUpdateSchema.parse({ ...valid, isArchived: true }).isArchived).toBe(true);
  });

  it('requires title, text and date; limits title and author to 200', () => {
    const errs = (input: object) => newsCreateSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(errs({ ...valid, title: '  ' })).toEqual(['title: Obavezno polje']);
    expect(errs({ ...valid, text: '<p></p>' })).toEqual(['text: Obavezno polje']);
    expect(errs({ ...valid, date: '' })).toEqual(['date: Obavezno polje']);
    expect(errs({ ...valid, date: '2.3.2026.' })).toEqual(['date: Neispravan datum']);
    expect(errs({ ...valid, title: 'ž'.repeat(201) })).toEqual(['title: Najviše je dopušteno 200 znakova']);
    expect(errs({ ...valid, author: 'a'.repeat(201) })).toEqual(['author: Najviše je dopušteno 200 znakova']);
    expect(newsCreateSchema.parse({ ...valid, author: '' }).author).toBeNull();
  });
});
