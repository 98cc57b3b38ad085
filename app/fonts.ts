// Self-hosted fonts (no network at build time): Inter for text, Space Grotesk for headings. The files are
// cut down to the weights and characters the site uses (scripts/subset-fonts.sh; licences beside them).
import localFont from 'next/font/local';

export const inter = localFont({
  src: '../assets/fonts/inter-latin-400-800.woff2',
  variable: '--font-inter',
  display: 'swap',
});

export const grotesk = localFont({
  src: '../assets/fonts/space-grotesk-latin-400-700.woff2',
  variable: '--font-grotesk',
  display: 'swap',
});
