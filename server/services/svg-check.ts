import { createRequire } from 'node:module';
import type { SaxesTagNS } from 'saxes';

// saxes loads on the first SVG checked, not on every server start (it is a CommonJS package,
// so a synchronous require keeps the checker synchronous).
let saxes: typeof import('saxes') | undefined;
const loadSaxes = () => (saxes ??= createRequire(import.meta.url)('saxes') as typeof import('saxes'));

/**
 * SVG uploads are checked with a real XML parser (saxes: strict, namespaces, character
 * references decoded before any check) against an ALLOW-list of elements, attributes and URL
 * forms, instead of a deny-list of known tricks. Anything not listed is refused: scripts,
 * foreignObject, animation (SMIL can rewrite an href), links, external images, CSS @import or
 * url() to anything but a fragment, processing instructions, entity declarations, and any
 * href that is not '#fragment' (or, on <image>, an embedded raster image).
 *
 * The cost is bounded: at most `maxSvgBytes` of text, `maxSvgElements` elements and `maxSvgDepth`
 * levels, one pass of a streaming parser (no tree), fed in pieces of `svgChunkChars` with a yield
 * to the event loop after each (`checkSvgAsync`), so no upload blocks other requests for more
 * than a few milliseconds (tests/server/svg-check.test.ts).
 */
export const maxSvgBytes = 1024 * 1024;
export const maxSvgElements = 50_000;
export const maxSvgDepth = 64;

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
/** Drawing editors' own namespaces: their elements and attributes are inert in every browser. */
const EDITOR_NAMESPACES = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://ns.adobe.com/AdobeIllustrator/10.0/',
  'http://ns.adobe.com/SaveForWeb/1.0/',
  'http://ns.adobe.com/Extensibility/1.0/',
  'http://www.bohemiancoding.com/sketch/ns',
]);

const filterPrimitives = [
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
];

/** SVG elements that draw or structure, nothing that runs, animates, links or embeds documents. */
const allowedElements = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'metadata',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'image',
  'style',
  ...filterPrimitives,
]);

/** Presentation, geometry and text attributes (no event handlers, nothing that loads). */
const allowedAttributes = new Set(
  `id class style lang tabindex role focusable version baseProfile x y x1 y1 x2 y2 cx cy r rx ry fx fy fr width height d points
  pathLength transform viewBox preserveAspectRatio fill fill-opacity fill-rule stroke stroke-width stroke-linecap stroke-linejoin
  stroke-miterlimit stroke-dasharray stroke-dashoffset stroke-opacity opacity color display visibility overflow clip clip-path
  clip-rule clipPathUnits mask maskUnits maskContentUnits font-family font-size font-size-adjust font-stretch font-style
  font-variant font-weight text-anchor dominant-baseline alignment-baseline baseline-shift letter-spacing word-spacing
  text-decoration writing-mode direction unicode-bidi lengthAdjust textLength rotate dx dy startOffset method spacing side
  offset stop-color stop-opacity gradientUnits gradientTransform spreadMethod patternUnits patternContentUnits patternTransform
  marker-start marker-mid marker-end markerWidth markerHeight markerUnits refX refY orient filter filterUnits primitiveUnits
  in in2 result stdDeviation mode type values operator k1 k2 k3 k4 flood-color flood-opacity lighting-color tableValues slope
  intercept amplitude exponent baseFrequency numOctaves seed stitchTiles scale xChannelSelector yChannelSelector radius
  kernelMatrix order divisor bias targetX targetY edgeMode preserveAlpha surfaceScale specularConstant specularExponent
  diffuseConstant azimuth elevation z pointsAtX pointsAtY pointsAtZ limitingConeAngle shape-rendering text-rendering
  image-rendering color-rendering color-interpolation color-interpolation-filters vector-effect paint-order mix-blend-mode
  isolation enable-background href`.split(/\s+/),
);

/** Elements whose href may point inside the document ('#id'); <image> may embed a raster image. */
const fragmentHref = new Set(['use', 'textPath', 'linearGradient', 'radialGradient', 'pattern', 'filter']);
const embeddedRaster = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/;

/** CSS functions that load an image from a bare string, without url(): none is allowed. */
const stringImageFunction = /(?:^|[^\w-])(?:-webkit-|-moz-)?(?:image-set|image|src|cross-fade|element)\s*\(/i;

/** url(...) in a value: only to a fragment of this document; no other way to load something. */
function urlsAreLocal(value: string): boolean {
  if (stringImageFunction.test(value)) return false;
  const urls = value.match(/url\s*\(/gi)?.length ?? 0;
  if (urls === 0) return true;
  const local = value.match(/url\s*\(\s*(['"]?)#[\w.:-]*\1\s*\)/gi)?.length ?? 0;
  return local === urls;
}

/** CSS of a style attribute or <style>: no imports, no escapes, nothing loaded, nothing scripted. */
function isSafeCss(css: string): boolean {
  if (/@import|@font-face|@namespace|expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding|\\/i.test(css)) return false;
  return urlsAreLocal(css);
}

function isSafeHref(element: string, value: string): boolean {
  const href = value.trim();
  if (fragmentHref.has(element)) return /^#[\w.:-]+$/.test(href);
  if (element === 'image') return embeddedRaster.test(href);
  return false;
}

function checkAttribute(element: string, attribute: { uri: string; local: string; value: string }): boolean {
  const { uri, local, value } = attribute;
  if (uri === XMLNS_NS || (uri === '' && local === 'xmlns')) return true;
  if (uri === XML_NS) return local === 'space' || local === 'lang';
  if (EDITOR_NAMESPACES.has(uri)) return true;
  if (uri === XLINK_NS) return local === 'href' ? isSafeHref(element, value) : local === 'title';
  if (uri !== '') return false;
  if (local === 'href') return isSafeHref(element, value);
  if (!allowedAttributes.has(local) && !/^aria-[a-z]+$/.test(local)) return false;
  if (local === 'style') return isSafeCss(value);
  return urlsAreLocal(value);
}

export type SvgVerdict = { ok: true } | { ok: false; reason: string };

/** One pass of the streaming parser over an SVG, fed in pieces; `verdict` once `finish()`ed. */
class SvgChecker {
  verdict: SvgVerdict = { ok: true };
  private readonly parser = new (loadSaxes().SaxesParser)({ xmlns: true, position: false });
  private readonly stack: string[] = [];
  private elements = 0;
  private inStyle = false;
  private foreignDepth = 0;
  private rootSeen = false;

  constructor() {
    const parser = this.parser;
    parser.on('doctype', (doctype) => {
      if (doctype.includes('[') || /ENTITY/i.test(doctype)) this.refuse('DOCTYPE with declarations');
    });
    parser.on('processinginstruction', () => this.refuse('processing instruction'));
    parser.on('opentag', (tag: SaxesTagNS) => this.openTag(tag));
    parser.on('closetag', (tag: SaxesTagNS) => {
      this.stack.pop();
      if (this.foreignDepth > 0) this.foreignDepth -= 1;
      if ((tag.local ?? tag.name) === 'style') this.inStyle = false;
    });
    const onText = (content: string) => {
      if (this.inStyle && !isSafeCss(content)) this.refuse('unsafe CSS in <style>');
    };
    parser.on('text', onText);
    parser.on('cdata', onText);
    parser.on('error', (error) => this.refuse(`not well-formed XML: ${error.message.split('\n')[0]}`));
  }

  private refuse(reason: string): void {
    if (this.verdict.ok) this.verdict = { ok: false, reason };
  }

  private openTag(tag: SaxesTagNS): void {
    this.elements += 1;
    if (this.elements > maxSvgElements) return this.refuse('too many elements');
    if (this.stack.length >= maxSvgDepth) return this.refuse('too deep');
    const uri = tag.uri ?? '';
    const local = tag.local ?? tag.name;
    if (!this.rootSeen) {
      this.rootSeen = true;
      if (uri !== SVG_NS || local !== 'svg') return this.refuse('root is not <svg> in the SVG namespace');
    }
    this.stack.push(local);
    if (this.foreignDepth > 0 || EDITOR_NAMESPACES.has(uri)) {
      // An editor's own element (inert), and anything inside it must be too.
      if (!EDITOR_NAMESPACES.has(uri)) return this.refuse(`element ${tag.name} inside editor data`);
      this.foreignDepth += 1;
    } else if (uri !== SVG_NS || !allowedElements.has(local)) {
      return this.refuse(`element ${tag.name}`);
    }
    if (this.inStyle) return this.refuse('element inside <style>');
    if (local === 'style' && uri === SVG_NS) this.inStyle = true;
    for (const attribute of Object.values(tag.attributes)) {
      if (!checkAttribute(local, attribute)) return this.refuse(`attribute ${attribute.name} on ${tag.name}`);
    }
  }

  write(chunk: string): void {
    try {
      this.parser.write(chunk);
    } catch (error) {
      this.refuse(`not well-formed XML: ${(error as Error).message.split('\n')[0]}`);
    }
  }

  finish(): SvgVerdict {
    try {
      this.parser.close();
    } catch (error) {
      this.refuse(`not well-formed XML: ${(error as Error).message.split('\n')[0]}`);
    }
    if (this.verdict.ok && !this.rootSeen) this.refuse('no root element');
    return this.verdict;
  }
}

/** Checks SVG text against the allow-list in one go (small texts, tests). */
export function checkSvg(text: string): SvgVerdict {
  if (text.length > maxSvgBytes) return { ok: false, reason: 'too large' };
  const checker = new SvgChecker();
  checker.write(text);
  return checker.finish();
}

/** Characters parsed between two yields to the event loop (a few milliseconds of work). */
export const svgChunkChars = 8 * 1024;

/**
 * The same check for uploads: the text is parsed in pieces of `svgChunkChars`, yielding to the
 * event loop between them, so even the largest allowed SVG never blocks other requests for long.
 * `onYield` is for tests (it counts the pieces).
 */
export async function checkSvgAsync(text: string, options: { onYield?: () => void } = {}): Promise<SvgVerdict> {
  if (text.length > maxSvgBytes) return { ok: false, reason: 'too large' };
  const checker = new SvgChecker();
  for (let offset = 0; offset < text.length && checker.verdict.ok; offset += svgChunkChars) {
    checker.write(text.slice(offset, offset + svgChunkChars));
    if (offset + svgChunkChars < text.length) {
      options.onYield?.();
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  return checker.finish();
}

export function isSafeSvg(text: string): boolean {
  return checkSvg(text).ok;
}
