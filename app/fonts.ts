// Self-hosted fonts (no network at build time): Inter for text, Space Grotesk for headings.
import localFont from 'next/font/local';

export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
});

export const grotesk = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  variable: '--font-grotesk',
  display: 'swap',
});
