import { deflateSync } from 'node:zlib';

/**
 * Small, real files for the demo attachments, built byte by byte at seed time (deterministic:
 * the same input gives the same bytes). A one-page PDF with the standard Helvetica font and a
 * PNG image; both open in any viewer and pass the server's content checks.
 */

/** A one-page A4 PDF 1.4 with a title and lines of text (ASCII; standard Type 1 font, no embedding). */
export function buildPdf(title: string, lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const content = [
    'BT',
    '/F1 20 Tf',
    '72 770 Td',
    `(${escape(title)}) Tj`,
    '/F1 11 Tf',
    '0 -30 Td',
    '14 TL',
    ...lines.map((line) => `(${escape(line)}) '`),
    'ET',
    '0.05 0.48 0.46 RG 2 w 72 740 m 523 740 l S',
  ].join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escape(title)}) /Producer (Zdravotni karta - demo) >>`,
  ];

  // The header's second line holds bytes above 127, so tools treat the file as binary.
  const header = Buffer.concat([Buffer.from('%PDF-1.4\n%', 'latin1'), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]), Buffer.from('\n', 'latin1')]);
  const parts: Buffer[] = [header];
  const offsets: number[] = [];
  let length = header.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(part);
    length += part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

const crcTable: number[] = (() => {
  const table: number[] = [];
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table.push(c >>> 0);
  }
  return table;
})();

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An RGB PNG of `width` × `height` whose pixels `pixel(x, y)` gives as [r, g, b]. */
export function buildPng(width: number, height: number, pixel: (x: number, y: number) => readonly [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let offset = 0;
  for (let y = 0; y < height; y += 1) {
    raw[offset++] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      raw[offset++] = r;
      raw[offset++] = g;
      raw[offset++] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A grey "X-ray" of a joint: a soft bright shape on a dark background, with film grain from a fixed seed. */
export function xrayPng(seed: number): Buffer {
  let state = seed >>> 0 || 1;
  const noise = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state >>> 24) / 255;
  };
  const width = 160;
  const height = 200;
  return buildPng(width, height, (x, y) => {
    const bone = Math.exp(-(((x - 80 - (y - 100) * 0.15) / 18) ** 2)) * (y < 95 || y > 110 ? 1 : 0.55);
    const joint = Math.exp(-(((x - 80) / 30) ** 2 + ((y - 102) / 14) ** 2)) * 0.5;
    const value = Math.min(255, Math.round(25 + 200 * Math.max(bone, joint) + noise() * 18));
    return [value, value, Math.min(255, value + 6)];
  });
}

/** A certificate-like picture: a green frame and a deterministic QR-like block pattern. */
export function certificatePng(seed: number): Buffer {
  let state = seed >>> 0 || 1;
  const cells: boolean[] = [];
  for (let i = 0; i < 21 * 21; i += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    cells.push(((state >>> 16) & 1) === 1);
  }
  const finder = (cx: number, cy: number) =>
    cx < 7 && cy < 7 && (cx === 0 || cy === 0 || cx === 6 || cy === 6 || (cx >= 2 && cx <= 4 && cy >= 2 && cy <= 4));
  return buildPng(180, 180, (x, y) => {
    if (x < 6 || y < 6 || x >= 174 || y >= 174) return [11, 122, 117];
    const cx = Math.floor((x - 27) / 6);
    const cy = Math.floor((y - 27) / 6);
    if (cx < 0 || cy < 0 || cx >= 21 || cy >= 21) return [255, 255, 255];
    const dark =
      cx < 7 && cy < 7
        ? finder(cx, cy)
        : cx >= 14 && cy < 7
          ? finder(cx - 14, cy)
          : cx < 7 && cy >= 14
            ? finder(cx, cy - 14)
            : cells[cy * 21 + cx];
    return dark ? [20, 20, 20] : [255, 255, 255];
  });
}
