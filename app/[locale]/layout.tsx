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
import { fontsHeadScript, webFonts } from '@/lib/i18n/web-fonts';
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
  const [fontCss, noscriptFontCss] = [scriptFontCss(locale), scriptFontNoscriptCss(locale)];
  const latin = webFonts({ '--font-inter': inter, '--font-grotesk': grotesk });
  return (
    // The fonts' classes are not rendered: the head script adds them once the files are in the cache (decision 030).
    <html lang={LANGUAGE_TAG[locale]}>
      {/* Inter and Space Grotesk, and on Assamese and Hindi pages their script's font: fetched after the largest paint and used from the next page on (lib/i18n/web-fonts.ts, lib/i18n/script-fonts.ts). */}
      <head>
        {fontCss && <style>{fontCss}</style>}
        <script dangerouslySetInnerHTML={{ __html: fontsHeadScript([latin.script, scriptFontLoader(locale)]) }} />
        <noscript><style>{latin.noscriptCss + (noscriptFontCss ?? '')}</style></noscript>
      </head>
      <body className="min-h-screen font-sans">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow-lg">
          {t('Skip to main content')}
        </a>
        <I18nProvider locale={locale} messages={browserMessages(locale, 'everywhere')}>{children}</I18nProvider>
      </body>
    </html>
  );
}
