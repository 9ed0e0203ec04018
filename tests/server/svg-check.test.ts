/**
 * Issue 11 §8: SVG uploads are checked with a real XML parser against an allow-list. The
 * deny-list let these through: `&#00000106;avascript:` in xlink:href, <use href="data:…">, an
 * external <image>, @import in <style>. Also: ordinary drawings (Inkscape, Illustrator) pass,
 * and the largest allowed SVG is parsed in pieces with the event loop free in between.
 */
import { describe, expect, it } from 'vitest';
import { checkSvg, checkSvgAsync, maxSvgBytes, svgChunkChars } from '../../server/services/svg-check';
import { checkUploadedFile } from '../../server/services/attachments';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string, rootAttributes = '') => `<svg ${NS}${rootAttributes}>${body}</svg>`;

describe('SVG allow-list', () => {
  it.each([
    [
      'a zero-padded character reference hiding javascript: in xlink:href',
      svg('<a xlink:href="&#00000106;avascript:alert(1)"><rect/></a>'),
    ],
    ['the same on <use>', svg('<use xlink:href="&#00000106;avascript:alert(1)"/>')],
    ['<use href="data:…"> pulling in another document', svg('<use href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+#x"/>')],
    ['an external <image>', svg('<image href="https://example.com/track.png" width="1" height="1"/>')],
    ['an external <image> through xlink', svg('<image xlink:href="//example.com/x.png"/>')],
    ['@import in <style>', svg('<style>@import url(https://example.com/x.css);</style><rect/>')],
    ['@import written with an escape', svg('<style>@\\69mport "x.css";</style>')],
    ['an external url() in a style attribute', svg('<rect style="fill:url(https://example.com/x.svg#p)"/>')],
    ['an external url() in fill', svg('<rect fill="url(http://example.com/p.svg#a)"/>')],
    // CSS loads images through functions that take a bare string, not only url()
    ['image-set() with a string in <style>', svg('<style>.a{fill:image-set("https://example.com/t.png" 1x)}</style><rect class="a"/>')],
    ['-webkit-image-set() in a style attribute', svg(`<rect style="background:-webkit-image-set('//example.com/t.png' 1x)"/>`)],
    ['src() in a style attribute', svg('<rect style="mask-image:src(\'https://example.com/m.svg\')"/>')],
    ['image() in fill', svg(`<rect fill="image('https://example.com/t.png')"/>`)],
    ['cross-fade() in <style>', svg('<style>.a{mask:cross-fade("a.png", "b.png")}</style><rect class="a"/>')],
    ['<script>', svg('<script>alert(1)</script>')],
    ['<script> in another prefix bound to SVG', `<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></s:svg>`],
    ['an event handler', svg('<rect onclick="alert(1)"/>')],
    ['foreignObject with HTML', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>')],
    ['SMIL that rewrites an href', svg('<a><animate attributeName="href" to="javascript:alert(1)"/><rect/></a>')],
    ['<set>', svg('<set attributeName="onmouseover" to="alert(1)"/>')],
    ['a processing instruction (stylesheet)', `<?xml-stylesheet href="https://example.com/x.css"?>${svg('<rect/>')}`],
    ['an entity declaration', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('<text>&x;</text>')}`],
    ['an undefined entity', svg('<text>&x;</text>')],
    ['a root that is not SVG', '<html xmlns="http://www.w3.org/1999/xhtml"><svg/></html>'],
    ['an SVG root without its namespace', '<svg><rect/></svg>'],
    ['not well-formed', svg('<rect>')],
    ['an HTML element in the XHTML namespace', svg('<iframe xmlns="http://www.w3.org/1999/xhtml" src="x"/>')],
    ['a data: image that is SVG', svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>')],
  ])('refuses %s', (_name, text) => {
    expect(checkSvg(text).ok, text).toBe(false);
  });

  it.each([
    [
      'a plain drawing',
      svg('<rect x="1" y="1" width="8" height="8" fill="#0B7A75" stroke="black"/>', ' width="10" height="10" viewBox="0 0 10 10"'),
    ],
    [
      'gradients, clip paths and local references',
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient>' +
          '<clipPath id="c"><circle cx="5" cy="5" r="4"/></clipPath><symbol id="s"><path d="M0 0h1v1z"/></symbol></defs>' +
          '<g clip-path="url(#c)"><rect width="10" height="10" fill="url(#g)" style="stroke:url(\'#g\');opacity:.5"/></g>' +
          '<use xlink:href="#s" x="2"/><use href="#s"/>',
      ),
    ],
    [
      'text with a title for screen readers',
      svg('<title>Graf tlaku</title><text x="0" y="10" font-family="Noto Sans">Tlak 120/80 &amp; tep</text>'),
    ],
    ['CSS in <style> without imports', svg('<style>.a{fill:#c00;stroke:url(#g)}</style><rect class="a"/>')],
    ['an embedded PNG image', svg('<image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/>')],
    [
      'an Inkscape file with its editor data',
      `<?xml version="1.0" encoding="UTF-8"?>\n<!-- Created with Inkscape -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" inkscape:version="1.3" sodipodi:docname="a.svg"><sodipodi:namedview id="nv" inkscape:zoom="1"/><metadata><rdf:RDF><cc:Work><dc:format>image/svg+xml</dc:format></cc:Work></rdf:RDF></metadata><g inkscape:label="Vrstva 1" inkscape:groupmode="layer"><path d="M1 1L9 9" style="stroke:#000"/></g></svg>`,
    ],
    [
      'an SVG 1.1 DOCTYPE without declarations',
      `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg('<rect/>')}`,
    ],
  ])('allows %s', (_name, text) => {
    expect(checkSvg(text)).toEqual({ ok: true });
  });

  it('refuses an SVG over the size bound without parsing it', () => {
    const big = svg(`<text>${'a'.repeat(maxSvgBytes)}</text>`);
    expect(checkSvg(big)).toEqual({ ok: false, reason: 'too large' });
  });

  it('parses the largest allowed SVG in pieces, with the event loop free between them', async () => {
    const unit = '<path d="M10 10 L20 20 C30 30 40 40 50 50 Z" fill="#123456" stroke="url(#g)"/>';
    const head = `<svg ${NS} viewBox="0 0 100 100">`;
    const body = unit.repeat(Math.floor((maxSvgBytes - head.length - 10) / unit.length));
    const largest = `${head}${body}</svg>`;
    expect(largest.length).toBeLessThanOrEqual(maxSvgBytes);
    let pieces = 0;
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    const started = performance.now();
    const verdict = await checkSvgAsync(largest, { onYield: () => (pieces += 1) });
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(verdict).toEqual({ ok: true });
    expect(pieces).toBe(Math.ceil(largest.length / svgChunkChars) - 1);
    // Other work ran while it was parsed (the timer fired between the pieces).
    expect(ticks).toBeGreaterThan(0);
    console.info(`svg-check: ${largest.length} characters in ${pieces + 1} pieces of ${svgChunkChars}, ${elapsed.toFixed(0)} ms in all`);
  });

  it('an upload of a refused SVG gets the Czech file message', async () => {
    const result = await checkUploadedFile(
      { rawName: 'obr.svg', declaredMime: 'image/svg+xml', content: Buffer.from(svg('<use href="data:image/svg+xml,x"/>')) },
      { extensions: ['svg'] },
    );
    expect(result).toEqual({ ok: false, message: 'Soubor obr.svg nesplňuje požadovaný formát.' });
  });
});
