import QRCode from 'qrcode';

/**
 * A QR Platba code as a PNG: error correction M (what Czech banking apps expect), a quiet zone
 * of 4 modules and about 6 px per module, so a phone camera reads it from a screen or paper.
 */
export async function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6 });
}
