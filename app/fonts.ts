// Self-hosted fonts (no network at build time): Inter for text, Space Grotesk for headings. The files are
// cut down to the weights and characters the site uses (scripts/subset-fonts.sh; licences beside them).
// Not preloaded, and `optional`: a public page's first visit paints in a metric-matched local font and fetches
// these after its largest paint, for the next page (lib/i18n/web-fonts.ts, docs/decisions/030).
// `fallback` names those metric-matched faces (app/fallback-fonts.css).
import localFont from 'next/font/local';

export const inter = localFont({
  src: '../assets/fonts/inter-latin-400-800.woff2',
  variable: '--font-inter',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  fallback: ['Inter Metric'],
});

export const grotesk = localFont({
  src: '../assets/fonts/space-grotesk-latin-400-700.woff2',
  variable: '--font-grotesk',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  fallback: ['Grotesk Metric'],
});
