// Small real files for upload tests: their first bytes are what the server checks.
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
// A 1x1 PNG.
export const PNG_BYTES = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);
export const JPEG_BYTES = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
export const WEBP_BYTES = new TextEncoder().encode('RIFF\x1a\x00\x00\x00WEBPVP8 \x0e\x00\x00\x00');
export const TEXT_BYTES = new TextEncoder().encode('just some text, not a document');

export const file = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
export const pdf = (name = 'aadhaar.pdf') => file(PDF_BYTES, name, 'application/pdf');
export const png = (name = 'photo.png') => file(PNG_BYTES, name, 'image/png');
/** A file of exactly `size` bytes that starts like a PDF. */
export const bigPdf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PDF_BYTES);
  return file(bytes, 'big.pdf', 'application/pdf');
};
