'use client';
// What a wizard shows where a list failed to load: the failure in words and a Retry button, distinct from
// an empty list's message.
import { useT } from '@/components/i18n/i18n-provider';

/** The lists a wizard loads. Each failure is its own sentence: in Hindi the verb agrees with what failed. */
export type LoadedList = 'colleges' | 'collegePlace' | 'categories' | 'streams' | 'courses' | 'districts' | 'stations';

export function ListRetry({ what, onRetry }: { what: LoadedList; onRetry(): void }) {
  const t = useT();
  const failure: Record<LoadedList, string> = {
    colleges: t("Couldn't load colleges."),
    collegePlace: t("Couldn't load the college's district and police station."),
    categories: t("Couldn't load categories."),
    streams: t("Couldn't load streams."),
    courses: t("Couldn't load courses."),
    districts: t("Couldn't load districts."),
    stations: t("Couldn't load police stations."),
  };
  return (
    <p role="alert" data-testid="list-retry" className="-mt-1 mb-3 flex flex-wrap items-center gap-2 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {failure[what]}
      <button type="button" onClick={onRetry} className="rounded-md border border-red-300 bg-white px-3 py-1 text-sm font-semibold text-red-800 hover:bg-red-100">
        {t('Retry')}
      </button>
    </p>
  );
}
