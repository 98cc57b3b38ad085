import Link from '@/components/i18n/locale-link';
import { ABOUT_IMAGE_ALT, GOVERNANCE_LINKS } from '@/lib/content/about';
import { contentPageMetadata } from '@/lib/content-pages/metadata';
import { entries, pageBlocks } from '@/lib/content-pages/read';
import { shown } from '@/components/site/shown';
import { RichText } from '@/lib/content-store/rich-text';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { Reveal } from '@/components/site/reveal';
import { getLocale, getT } from '@/lib/i18n/request-locale';

export const generateMetadata = contentPageMetadata({ title: 'About Us', description: 'about-hero', path: '/about' });

// The words are staff's page text (issue 35): static, rendered again when a block is published.
export const revalidate = 300; // besides the revalidation on publish: a safety net, as on /impact

const BLOCKS = ['about-hero', 'about-who-we-are', 'about-vision', 'about-mission', 'about-governance'] as const;

export default async function AboutPage() {
  const [t, locale] = await Promise.all([getT(), getLocale()]);
  const b = await pageBlocks(locale, BLOCKS);
  const lang = (block: (typeof b)[keyof typeof b], field: 'body' | 'items') => (block.fallback.includes(field) ? 'en' : undefined);
  return (
    <>
      <PageHero title={shown(b['about-hero'], 'title')} subtitle={shown(b['about-hero'], 'subtitle')} image={{ src: '/images/hero/about.webp', alt: t(ABOUT_IMAGE_ALT) }} />
      <Section id="who-we-are" title={shown(b['about-who-we-are'], 'title')}>
        <RichText value={b['about-who-we-are'].data.body} lang={lang(b['about-who-we-are'], 'body')} className="max-w-3xl space-y-4 text-lg text-slate-700" />
      </Section>
      <Section id="vision-mission" tinted>
        <div className="grid gap-6 lg:grid-cols-2">
          <Reveal slide className="rounded-2xl bg-white p-8 shadow-sm">
            <h2 className="font-display text-2xl font-bold text-brand-800">{shown(b['about-vision'], 'title')}</h2>
            <RichText value={b['about-vision'].data.body} lang={lang(b['about-vision'], 'body')} className="[&>p]:mt-4 text-lg text-slate-700" />
          </Reveal>
          <Reveal slide className="rounded-2xl bg-white p-8 shadow-sm">
            <h2 className="font-display text-2xl font-bold text-brand-800">{shown(b['about-mission'], 'title')}</h2>
            <p className="mt-4 text-slate-700">{shown(b['about-mission'], 'subtitle')}</p>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700" lang={lang(b['about-mission'], 'items')}>
              {entries(b['about-mission'].data.items).map((m, i) => <li key={i}>{m}</li>)}
            </ul>
          </Reveal>
        </div>
      </Section>
      <Section id="governance" title={shown(b['about-governance'], 'title')}>
        <RichText value={b['about-governance'].data.body} lang={lang(b['about-governance'], 'body')} className="max-w-3xl space-y-4 text-slate-700" />
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {GOVERNANCE_LINKS.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className="block h-full rounded-2xl border border-slate-200 p-6 hover:border-brand-600 hover:shadow-md">
                <span className="font-display text-lg font-semibold text-brand-800">{t(l.label)} →</span>
                <span className="mt-2 block text-slate-700">{t(l.description)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
