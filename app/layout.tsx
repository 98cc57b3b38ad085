import type { Metadata, Viewport } from 'next';
import { SITE } from '@/lib/content/site';
import { inter, grotesk } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  // Canonical and Open Graph addresses are written into the prerendered pages when they are built: from
  // PUBLIC_BASE_URL if the build sees it (as it should for a deployment), else the organisation's address.
  metadataBase: new URL(process.env.PUBLIC_BASE_URL || SITE.url),
  title: { default: `${SITE.name} | ${SITE.tagline}`, template: `%s | ${SITE.name}` },
  description: SITE.description,
  openGraph: { siteName: SITE.name, type: 'website', locale: 'en_IN', images: ['/images/og/default.png'] },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = { themeColor: '#5b21b6', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN" className={`${inter.variable} ${grotesk.variable}`}>
      <body className="min-h-screen font-sans">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow-lg">
          Skip to main content
        </a>
        {children}
      </body>
    </html>
  );
}
