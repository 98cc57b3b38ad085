// A QR code as a PNG data URL, drawn on the server with the `qrcode` package at the cards' size (90 px,
// error-correction level Q, spec part 2 section 9). No script or request is needed to show or print it.
import Image from 'next/image';
import QRCode from 'qrcode';

export const QR_SIZE = 90;

export async function QrCode({ text, alt, size = QR_SIZE }: { text: string; alt: string; size?: number }) {
  // Drawn at three times the shown size, so it stays sharp in print and on high-density screens.
  const src = await QRCode.toDataURL(text, { width: size * 3, margin: 2, errorCorrectionLevel: 'Q' });
  return <Image src={src} alt={alt} width={size} height={size} unoptimized className="h-[90px] w-[90px] shrink-0" />;
}
