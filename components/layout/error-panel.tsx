'use client';
// What a page shows when something failed on our side (the database is down, say): the site's look, no
// internals (production hides the server's message anyway), a retry and a way back. Every segment's
// error.tsx renders this, each with its own words and its own way back. The way back is a plain link (a full
// load, right after a failure): next/link's code would ride along with every page that has an error.tsx.
import { useT } from '@/components/i18n/i18n-provider';
import { localePath } from '@/lib/i18n/locales';
import { useLocale } from '@/components/i18n/i18n-provider';

type Props = { title: string; detail?: string; retry: () => void; back: { href: string; label: string } };

export function ErrorPanel({ title, detail, retry, back }: Props) {
  const t = useT(); // the texts are written in English and shown in the page's language
  const locale = useLocale();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 role="alert" className="font-display text-2xl font-bold text-ink">{t(title)}</h1>
      {detail && <p className="mt-3 text-slate-600">{t(detail)}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => retry()} className="rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-900">{t('Try again')}</button>
        <a href={localePath(locale, back.href)} className="rounded-full border border-brand-800 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50">{t(back.label)}</a>
      </div>
    </section>
  );
}
