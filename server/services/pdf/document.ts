/**
 * Simple A4 documents (the overview of the self-employed, the interim EHIC confirmation) with
 * pdf-lib: a title, sections of label–value rows and wrapped paragraphs, in Noto Sans so Czech
 * diacritics survive (subset-embedded: only the glyphs used, the file stays small).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { messages } from '../../../contract/messages';
import { HttpError } from '../../plugins/errors';

const require = createRequire(import.meta.url);

let fontBytes: { regular: Uint8Array; bold: Uint8Array } | null = null;

interface GlyphBytes extends Uint8Array {
  constructor: new (length: number) => GlyphBytes;
}
interface TrueTypeSubset {
  glyf: GlyphBytes[];
  offset: number;
  _addGlyph(gid: number): number;
}

let subsetPatched = false;

type Fontkit = typeof import('@pdf-lib/fontkit');
interface PdfLibraries {
  pdf: typeof import('pdf-lib');
  fontkit: Fontkit;
}
let libraries: Promise<PdfLibraries> | null = null;

/** pdf-lib and fontkit take about half a second to load: with the first PDF, not at every start. */
function pdfLibraries(): Promise<PdfLibraries> {
  libraries ??= Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]).then(([pdf, fontkit]) => ({
    pdf,
    // A CommonJS package: Node hands its exports over as `default` (its types do not say so).
    fontkit: (fontkit as unknown as { default: Fontkit }).default,
  }));
  return libraries;
}

/**
 * @pdf-lib/fontkit 1.1.1 writes a subset's glyph offsets in the short format (halved) without
 * padding odd-length glyph records to even length, so one odd glyph shifts every later glyph and
 * most letters of Noto Sans render blank (pdftotext still finds the text). The fix fontkit 1.8
 * made upstream (foliojs/fontkit#191): pad each glyph record to an even length.
 */
function padSubsetGlyphs(fontkit: Fontkit, font: Uint8Array): void {
  if (subsetPatched) return;
  const subset = fontkit.create(font).createSubset() as unknown as TrueTypeSubset;
  const proto = Object.getPrototypeOf(subset) as TrueTypeSubset;
  const addGlyph = proto._addGlyph;
  proto._addGlyph = function padded(this: TrueTypeSubset, gid: number): number {
    const index = addGlyph.call(this, gid);
    const glyph = this.glyf[index];
    if (glyph.length % 2 === 1) {
      const even = new glyph.constructor(glyph.length + 1);
      even.set(glyph);
      this.glyf[index] = even;
      this.offset += 1;
    }
    return index;
  };
  subsetPatched = true;
}

/** The two font files, read once per process. */
function fonts(fontkit: Fontkit): { regular: Uint8Array; bold: Uint8Array } {
  if (!fontBytes) {
    // the package exports only its code (dist/…); the fonts sit next to dist/
    const dir = path.join(path.dirname(require.resolve('@embedpdf/fonts-latin')), '..', 'fonts');
    fontBytes = {
      regular: fs.readFileSync(path.join(dir, 'NotoSans-Regular.ttf')),
      bold: fs.readFileSync(path.join(dir, 'NotoSans-Bold.ttf')),
    };
    padSubsetGlyphs(fontkit, fontBytes.regular);
  }
  return fontBytes;
}

export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'rows'; rows: Array<[label: string, value: string]> }
  | { kind: 'paragraph'; text: string; small?: boolean }
  | { kind: 'space' };

export interface PdfContent {
  /** Document title (also the PDF metadata title). */
  title: string;
  /** A line above the title, e.g. the insurer's name. */
  issuer: string;
  blocks: PdfBlock[];
  /** Footer text on every page. */
  footer?: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const LABEL_WIDTH = 250;

/** Words of `text` split into lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Builds the document; throws when pdf-lib fails (the caller answers 'PDF se nepodařilo vytvořit.'). */
export async function buildDocument(content: PdfContent, author: string, now: Date = new Date()): Promise<Uint8Array> {
  const {
    pdf: { PDFDocument, rgb },
    fontkit,
  } = await pdfLibraries();
  const TEXT = rgb(0.1, 0.1, 0.12);
  const MUTED = rgb(0.35, 0.35, 0.4);
  const ACCENT = rgb(0.05, 0.4, 0.3);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const { regular: regularBytes, bold: boldBytes } = fonts(fontkit);
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  doc.setTitle(content.title, { showInWindowTitleBar: true });
  doc.setAuthor(author);
  doc.setCreator(author);
  doc.setProducer('Zdravotní karta pojištěnce');
  doc.setLanguage('cs-CZ');
  doc.setCreationDate(now);
  doc.setModificationDate(now);

  const width = A4[0] - 2 * MARGIN;
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;

  const ensure = (height: number) => {
    if (y - height >= MARGIN + 20) return;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const line = (text: string, x: number, font: PDFFont, size: number, color = TEXT) => {
    page.drawText(text, { x, y, size, font, color });
  };

  line(content.issuer, MARGIN, bold, 10, ACCENT);
  y -= 24;
  for (const titleLine of wrap(content.title, bold, 16, width)) {
    ensure(22);
    line(titleLine, MARGIN, bold, 16);
    y -= 22;
  }
  y -= 6;

  for (const block of content.blocks) {
    if (block.kind === 'space') {
      y -= 8;
    } else if (block.kind === 'heading') {
      ensure(30);
      y -= 8;
      line(block.text, MARGIN, bold, 12, ACCENT);
      y -= 18;
    } else if (block.kind === 'paragraph') {
      const size = block.small ? 8.5 : 10;
      for (const text of wrap(block.text, regular, size, width)) {
        ensure(size + 4);
        line(text, MARGIN, regular, size, block.small ? MUTED : TEXT);
        y -= size + 4;
      }
      y -= 4;
    } else {
      for (const [label, value] of block.rows) {
        const labelLines = wrap(label, regular, 10, LABEL_WIDTH - 10);
        const valueLines = wrap(value, bold, 10, width - LABEL_WIDTH);
        const count = Math.max(labelLines.length, valueLines.length);
        ensure(count * 14);
        for (let i = 0; i < count; i += 1) {
          if (labelLines[i]) line(labelLines[i], MARGIN, regular, 10, MUTED);
          if (valueLines[i]) line(valueLines[i], MARGIN + LABEL_WIDTH, bold, 10);
          y -= 14;
        }
        y -= 2;
      }
    }
  }

  if (content.footer) {
    const pages = doc.getPages();
    pages.forEach((p, index) => {
      p.drawText(`${content.footer} · strana ${index + 1} z ${pages.length}`, {
        x: MARGIN,
        y: MARGIN - 24,
        size: 8,
        font: regular,
        color: MUTED,
      });
    });
  }
  return doc.save();
}

/** A generated PDF as a file answer. */
export interface PdfFile {
  nazev: string;
  mime: 'application/pdf';
  obsah: Uint8Array;
}

/** Lays out and builds the document as a file named `nazev`; any failure answers 500 'PDF se nepodařilo vytvořit.'. */
export async function pdfFile(nazev: string, layout: () => PdfContent, author: string): Promise<PdfFile> {
  try {
    return { nazev, mime: 'application/pdf', obsah: await buildDocument(layout(), author) };
  } catch {
    throw new HttpError(500, 'CHYBA', messages.pdfFailed);
  }
}
