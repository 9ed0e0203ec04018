type QrCodeLibrary = typeof import('qrcode');
let library: Promise<QrCodeLibrary> | null = null;

/**
 * A QR code as a PNG: error correction M (what Czech banking and authenticator apps expect), a
 * quiet zone of 4 modules and about 6 px per module, so a phone camera reads it from a screen or
 * paper. The library loads with the first code, not at every start.
 */
export async function qrPng(text: string): Promise<Buffer> {
  // A CommonJS package: Node hands its exports over as `default`.
  library ??= import('qrcode').then((module) => (module as unknown as { default: QrCodeLibrary }).default);
  return (await library).toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6 });
}
