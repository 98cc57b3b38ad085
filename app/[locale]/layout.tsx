// The root layout of every page, once per language (app/[locale], docs/decisions/017): English pages are
// rendered at /en/... and served at the spec's addresses (/about) by next.config.ts's rewrite; Assamese and
// Hindi pages live at /as/... and /hi/.... Every static page is prerendered for each language.
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { SITE } from '@/lib/content/site';
import { I18nProvider } from '@/components/i18n/i18n-provider';
import { browserMessages, translatorForLocale } from '@/lib/i18n/catalogues';
import { LANGUAGE_TAG, LOCALES, isLocale } from '@/lib/i18n/locales';
import { scriptFontCss, scriptFontLoader, scriptFontNoscriptCss } from '@/lib/i18n/script-fonts';
import { inter, grotesk } from '../fonts';
import '../globals.css';

export const generateStaticParams = () => LOCALES.map((locale) => ({ locale }));

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = translatorForLocale(isLocale(locale) ? locale : 'en');
  return {
    // Canonical and Open Graph addresses are written into the prerendered pages when they are built: from
    // PUBLIC_BASE_URL if the build sees it (as it should for a deployment), else the organisation's address.
    metadataBase: new URL(process.env.PUBLIC_BASE_URL || SITE.url),
    title: { default: `${SITE.name} | ${t(SITE.tagline)}`, template: `%s | ${SITE.name}` },
    description: t(SITE.description),
    openGraph: { siteName: SITE.name, type: 'website', locale: LANGUAGE_TAG[isLocale(locale) ? locale : 'en'].replace('-', '_'), images: ['/images/og/default.png'] },
    twitter: { card: 'summary_large_image' },
  };
}

export const viewport: Viewport = { themeColor: '#5b21b6', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound(); // unreachable through the rewrite, which only ever names en, as or hi
  const t = translatorForLocale(locale);
  const [fontCss, fontLoader, noscriptFontCss] = [scriptFontCss(locale), scriptFontLoader(locale), scriptFontNoscriptCss(locale)];
  return (
    <html lang={LANGUAGE_TAG[locale]} className={`${inter.variable} ${grotesk.variable}`}>
      {/* Assamese and Hindi pages get their script's font; English pages nothing more (lib/i18n/script-fonts.ts). */}
      {/* Fetched after the largest paint and used from the next page on, at once on a device without a font for the script, or without scripts (lib/i18n/script-fonts.ts). */}
      {fontCss && (
        <head>
          <style>{fontCss}</style>
          <script dangerouslySetInnerHTML={{ __html: fontLoader! }} />
          <noscript><style>{noscriptFontCss}</style></noscript>
        </head>
      )}
      <body className="min-h-screen font-sans">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow-lg">
          {t('Skip to main content')}
        </a>
        <I18nProvider locale={locale} messages={browserMessages(locale, 'everywhere')}>{children}</I18nProvider>
      </body>
    </html>
  );
}
