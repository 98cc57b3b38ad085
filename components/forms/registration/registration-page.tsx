// The frame of /intern and /member (no public header or footer): a small header with Home and
// Contact, the page's guidance beside the form, and a footer with the privacy policy and the terms.
// Links are plain <a>: next/link's client code would take the wizard pages past their JavaScript budget.
import { ToastProvider } from '@/components/ui/toast';
import { EXTERNAL_LEGAL, SITE } from '@/lib/content/site';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { localePath } from '@/lib/i18n/locales';
import { FormMessages } from '@/components/i18n/form-messages';
import { LanguageSwitcher } from '@/components/i18n/language-switcher';

type Props = { title: string; intro: string; guidance: React.ReactNode; children: React.ReactNode };

export async function RegistrationPage({ title, intro, guidance, children }: Props) {
  const [t, locale] = [await getT(), await getLocale()];
  const to = (path: string) => localePath(locale, path);
  return (
    <FormMessages><ToastProvider>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
          <a href={to('/')} className="flex min-w-0 items-center gap-2 font-display font-bold text-brand-800">
            {/* A plain img: next/image's client code (about 3 KB gzip) is not worth it for an unoptimised 36 px SVG. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src="/logo.svg" alt="" width={36} height={36} decoding="async" />
            {/* Wraps rather than cut: at 390 px an ellipsis left "NextGen Youth Found…" (issue 34). */}
            <span className="leading-tight">{SITE.name}</span>
          </a>
          <nav aria-label={t('Registration')} className="flex shrink-0 gap-4 text-sm font-semibold">
            <a href={to('/')} className="text-slate-700 hover:text-brand-700">{t('Home')}</a>
            <a href={to('/contact')} className="text-slate-700 hover:text-brand-700">{t('Contact')}</a>
          </nav>
        </div>
        <LanguageSwitcher className="mx-auto flex max-w-5xl justify-end px-4 pb-2" />
      </header>
      <main id="main" tabIndex={-1} className="min-h-screen bg-brand-50/60 px-3 py-8 outline-none sm:px-4">
        <div className="mx-auto max-w-5xl">
          <h1 className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">{t(title)}</h1>
          <p className="mt-2 max-w-3xl text-sm text-slate-700">{t(intro)}</p>
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="order-2 min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8 lg:order-1">{children}</div>
            <aside className="order-1 lg:order-2">{guidance}</aside>
          </div>
        </div>
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-xs text-slate-600">
          <p>© {new Date().getFullYear()} {SITE.name}</p>
          <nav aria-label={t('Legal')} className="flex gap-4">
            <a href={EXTERNAL_LEGAL.privacy} className="hover:text-brand-700">{t('Privacy Policy')}</a>
            <a href={EXTERNAL_LEGAL.terms} className="hover:text-brand-700">{t('Terms of Service')}</a>
          </nav>
        </div>
      </footer>
    </ToastProvider></FormMessages>
  );
}

/** A titled list of points (the guidelines, How to Apply) in the page's side panel. */
export async function GuidancePanel({ title, points, children }: { title: string; points: readonly string[]; children?: React.ReactNode }) {
  const t = await getT();
  return (
    <section aria-labelledby="guidance-title" className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm">
      <h2 id="guidance-title" className="font-display text-lg font-bold text-brand-900">{t(title)}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
        {points.map((p, i) => <li key={i}>{t(p)}</li>)}
      </ul>
      {children}
    </section>
  );
}
