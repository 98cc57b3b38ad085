// /openings (View Openings): the open openings whose closing day in India has not passed, by kind, each with where
// to apply. Static: rendered again on every instance when an opening is published (lib/publishing), at each
// instance's start (the build has no database), and at every midnight in India (lib/publishing/at-indian-midnight.ts),
// so an opening leaves the list as its closing day ends; the hourly revalidation is a safety net.
import { OPENINGS_PAGE } from '@/lib/content/find-a-club';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { APPLY_AT, openOpenings } from '@/lib/get-involved/read';
import { RichText } from '@/lib/content-store/rich-text';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { formatDate } from '@/components/site/format-date';
import Link from '@/components/i18n/locale-link';

export const revalidate = 3600;
export const generateMetadata = localizedPageMetadata({ title: OPENINGS_PAGE.title, description: OPENINGS_PAGE.subtitle, path: '/openings' });

export default async function OpeningsPage() {
  const [t, locale] = await Promise.all([getT(), getLocale()]);
  const groups = await openOpenings(locale);
  const en = (fallback: readonly string[], f: string) => (fallback.includes(f) ? 'en' : undefined);
  return (
    <>
      <PageHero title={t(OPENINGS_PAGE.title)} subtitle={t(OPENINGS_PAGE.subtitle)} />
      <Section id="openings">
        {groups.length === 0 ? (
          <p role="status" className="rounded-xl bg-brand-50 p-6 text-slate-800">
            {t(OPENINGS_PAGE.none)} <Link href="/get-involved" className="font-semibold text-brand-800 underline">{t(OPENINGS_PAGE.otherWays)}</Link>
          </p>
        ) : (
          <div className="space-y-12">
            {groups.map((g) => (
              <section key={g.kind} id={g.kind} aria-labelledby={`openings-${g.kind}`} className="scroll-mt-20">
                <h2 id={`openings-${g.kind}`} className="font-display text-2xl font-bold">{t(OPENINGS_PAGE.kinds[g.kind])}</h2>
                <ul className="mt-4 grid gap-5 md:grid-cols-2">
                  {g.openings.map((o, i) => (
                    <li key={i} className="flex flex-col rounded-2xl border border-slate-200 p-6">
                      <h3 className="font-display text-xl font-semibold" lang={en(o.fallback, 'title')}>{o.data.title}</h3>
                      <p className="mt-1 text-sm text-slate-700">
                        <span lang={en(o.fallback, 'place')}>{t(OPENINGS_PAGE.place, { place: o.data.place })}</span> · {t(OPENINGS_PAGE.closes, { date: formatDate(o.data.closes, locale) })}
                      </p>
                      <RichText value={o.data.description} lang={en(o.fallback, 'description')} className="prose mt-3 flex-1 text-slate-700" />
                      <Link href={APPLY_AT[g.kind]} className="mt-5 self-start rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900">
                        {t(OPENINGS_PAGE.apply)}<span className="sr-only"> ({o.data.title})</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </Section>
    </>
  );
}
