// Decides a file's type from its first bytes (magic numbers), never from its name or the browser's claim.
export type DetectedType =
  | { mime: 'application/pdf'; ext: 'pdf' }
  | { mime: 'image/jpeg'; ext: 'jpg' }
  | { mime: 'image/png'; ext: 'png' }
  | { mime: 'image/webp'; ext: 'webp' };

const startsWith = (bytes: Uint8Array, sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);

/** The most bytes sniffFileType looks at. */
export const SNIFF_BYTES = 16;

export function sniffFileType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: 'application/pdf', ext: 'pdf' }; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return { mime: 'image/webp', ext: 'webp' };
  return null;
}

/** The type of an uploaded file from its first bytes only: the rest is never copied for this. */
export async function sniffFile(file: Blob): Promise<DetectedType | null> {
  return sniffFileType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
}
