// Label and value pairs of a profile tab, two columns from small screens up.
import type { Detail } from './profile-data';
import { getT } from '@/lib/i18n/request-locale';
import { CATEGORIES, STREAMS } from '@/prisma/seed-data/education';

/** Values that are words of ours (not the person's own data), shown in the page's language: genders, and the seeded
 * education categories and streams (course names stay as the universities name them). */
const OUR_WORDS = new Set(['Male', 'Female', 'Other', ...CATEGORIES, ...STREAMS]);

export async function DetailList({ details }: { details: Detail[] }) {
  const t = await getT();
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {details.map((d) => (
        <div key={d.label} className="rounded-lg bg-slate-50 px-4 py-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t(d.label)}</dt>
          <dd className="mt-1 break-words text-sm font-medium text-ink">{OUR_WORDS.has(d.value) ? t(d.value) : d.value}</dd>
        </div>
      ))}
    </dl>
  );
}
