import Link from '@/components/i18n/locale-link';
import { ABOUT_HERO, ABOUT_IMAGE_ALT, GOVERNANCE, MISSION, VISION, WHO_WE_ARE } from '@/lib/content/about';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { Reveal } from '@/components/site/reveal';
import { getT } from '@/lib/i18n/request-locale';

export const generateMetadata = localizedPageMetadata({ title: 'About Us', description: ABOUT_HERO.subtitle, path: '/about' });

export default async function AboutPage() {
  const t = await getT();
  return (
    <>
      <PageHero title={t(ABOUT_HERO.title)} subtitle={t(ABOUT_HERO.subtitle)} image={{ src: '/images/hero/about.webp', alt: t(ABOUT_IMAGE_ALT) }} />
      <Section id="who-we-are" title={t(WHO_WE_ARE.title)}>
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {WHO_WE_ARE.paragraphs.map((p, i) => <p key={i}>{t(p)}</p>)}
        </div>
      </Section>
      <Section id="vision-mission" tinted>
        <div className="grid gap-6 lg:grid-cols-2">
          <Reveal slide className="rounded-2xl bg-white p-8 shadow-sm">
            <h2 className="font-display text-2xl font-bold text-brand-800">{t(VISION.title)}</h2>
            {VISION.paragraphs.map((p, i) => <p key={i} className="mt-4 text-lg text-slate-700">{t(p)}</p>)}
          </Reveal>
          <Reveal slide className="rounded-2xl bg-white p-8 shadow-sm">
            <h2 className="font-display text-2xl font-bold text-brand-800">{t(MISSION.title)}</h2>
            <p className="mt-4 text-slate-700">{t(MISSION.intro)}</p>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {MISSION.items.map((m, i) => <li key={i}>{t(m)}</li>)}
            </ul>
          </Reveal>
        </div>
      </Section>
      <Section id="governance" title={t(GOVERNANCE.title)}>
        <div className="max-w-3xl space-y-4 text-slate-700">
          {GOVERNANCE.paragraphs.map((p, i) => <p key={i}>{t(p)}</p>)}
        </div>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {GOVERNANCE.links.map((l) => (
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
