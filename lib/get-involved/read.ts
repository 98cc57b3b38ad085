// What Find a Club and View Openings show (issue 35): the published clubs by district, and the open openings by
// kind. `next build` renders the pages without a database: they come out empty, and each instance renders them
// again when it starts (lib/publishing/paths.ts PAGES_FROM_THE_DATABASE).
import 'server-only';
import { readPublished, type PublishedItem } from '@/lib/content-store/read';
import type { DataOf } from '@/lib/content-store/content-type';
import { club } from '@/lib/content-store/types/club';
import { OPENING_KINDS, opening, type OpeningKind } from '@/lib/content-store/types/opening';
import { todayInIndia } from '@/lib/kernel/age';
import type { Locale } from '@/lib/i18n/locales';

export type Club = PublishedItem<DataOf<(typeof club)['fields']>>;
export type Opening = PublishedItem<DataOf<(typeof opening)['fields']>>;

const building = () => process.env.NEXT_PHASE === 'phase-production-build';

/** The clubs, in the district's alphabetical order and then the staff's order; of one district when given. */
export async function publishedClubs(locale: Locale, district?: string): Promise<{ district: string; clubs: Club[] }[]> {
  if (building()) return [];
  const clubs = (await readPublished(club, locale)).filter((c) => !district || c.data.district === district);
  const districts = [...new Set(clubs.map((c) => c.data.district))].sort();
  return districts.map((d) => ({ district: d, clubs: clubs.filter((c) => c.data.district === d) }));
}

/** Where to apply for each kind of opening: the Get Involved forms, the internship registration, or a letter. */
export const APPLY_AT: Record<OpeningKind, string> = { volunteer: '/volunteer', mentor: '/mentor', internships: '/intern', careers: '/contact#contact' };

/**
 * The openings a visitor may still apply for: marked open, and closing today or later in India (a closing day is a
 * whole day there). By kind in the list's order, soonest closing first; kinds with none are left out.
 */
export async function openOpenings(locale: Locale, now = new Date()): Promise<{ kind: OpeningKind; openings: Opening[] }[]> {
  if (building()) return [];
  const today = todayInIndia(now);
  const open = (await readPublished(opening, locale)).filter((o) => o.data.open && o.data.closes >= today);
  return OPENING_KINDS.map(({ value }) => ({
    kind: value,
    openings: open.filter((o) => o.data.kind === value).sort((a, b) => a.data.closes.localeCompare(b.data.closes)),
  })).filter((g) => g.openings.length);
}
