// Find a Club: the district filter (a plain GET form: it works without scripts, and the page stays static) and the
// clubs, by district. Club names in English where no translation was written, and colleges and districts (proper
// nouns) marked lang="en".
import { FIND_A_CLUB } from '@/lib/content/find-a-club';
import { DISTRICT_NAMES } from '@/lib/reference/district-names';
import type { Club } from '@/lib/get-involved/read';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locales';
import type { Translator } from '@/lib/i18n/translate';
import Link from '@/components/i18n/locale-link';

type Props = { t: Translator; locale: Locale; groups: { district: string; clubs: Club[] }[]; district?: string };

export function ClubFinder({ t, locale, groups, district }: Props) {
  return (
    <>
      <form method="get" action={localePath(locale, '/clubs/find')} className="flex flex-wrap items-end gap-3" aria-label={t(FIND_A_CLUB.title)}>
        <div>
          <label htmlFor="club-district" className="block text-sm font-semibold text-ink">{t(FIND_A_CLUB.districtLabel)}</label>
          <select id="club-district" name="district" defaultValue={district ?? ''} className="mt-1 block rounded-lg border border-slate-400 bg-white px-3 py-2.5">
            <option value="">{t(FIND_A_CLUB.allDistricts)}</option>
            {DISTRICT_NAMES.map((d) => <option key={d} value={d} lang="en">{d}</option>)}
          </select>
        </div>
        <button type="submit" className="rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900">{t(FIND_A_CLUB.show)}</button>
      </form>
      {groups.length === 0 ? (
        <div role="status" className="mt-8 rounded-xl bg-brand-50 p-6 text-slate-800">
          <p>{district ? t(FIND_A_CLUB.noneIn, { district }) : t(FIND_A_CLUB.none)}</p>
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {district && <Link href="/clubs" className="font-semibold text-brand-800 underline">{t(FIND_A_CLUB.allClubs)}</Link>}
            <Link href="/volunteer" className="font-semibold text-brand-800 underline">{t(FIND_A_CLUB.startOne)}</Link>
          </p>
        </div>
      ) : (
        <div className="mt-8 space-y-10">
          {groups.map((g) => (
            <section key={g.district} aria-labelledby={`clubs-${g.district}`}>
              <h2 id={`clubs-${g.district}`} className="font-display text-2xl font-bold" lang="en">{g.district}</h2>
              <ul className="mt-4 grid gap-4 md:grid-cols-2">
                {g.clubs.map((c, i) => (
                  <li key={i} className="rounded-2xl border border-slate-200 p-5">
                    <h3 className="font-display text-lg font-semibold" lang={c.fallback.includes('name') ? 'en' : undefined}>{c.data.name}</h3>
                    <p className="mt-1 text-slate-700" lang="en">{c.data.college}</p>
                    <p className="mt-2 text-sm text-slate-700">{t(FIND_A_CLUB.contact)}: <span lang="en">{c.data.contact}</span></p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {district && <p><Link href="/clubs" className="font-semibold text-brand-800 underline">{t(FIND_A_CLUB.allClubs)}</Link></p>}
        </div>
      )}
    </>
  );
}
