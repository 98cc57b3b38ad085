// The login page's content, at /login (static) and at /login/failed (a refused login sent without scripts:
// the same page with the message above the form). Its links are plain <a>: next/link's client code (and
// prefetching the registration wizards, the contact form, the public header) would take this page's JavaScript
// past its budget (README, Performance).
import type { Message } from '@/lib/kernel/message';
import { LoginForm } from './login-form';
import { ToastProvider } from '@/components/ui/toast';
import { SITE } from '@/lib/content/site';
import { LanguageSwitcher } from '@/components/i18n/language-switcher';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { localePath } from '@/lib/i18n/locales';

export async function LoginScreen({ message }: { message?: string | Message }) {
  const [t, locale] = [await getT(), await getLocale()];
  const href = (path: string) => localePath(locale, path); // plain links, in the page's language
  return (
    <ToastProvider>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
          <a href={href('/')} className="flex items-center gap-2 font-display font-bold text-brand-800">
            {/* A plain img: next/image's client code (about 3 KB gzip) is not worth it for an unoptimised 36 px SVG. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src="/logo.svg" alt="" width={36} height={36} decoding="async" />
            <span className="hidden sm:inline">{SITE.name}</span>
            <span className="sm:hidden">{SITE.shortName}</span>
          </a>
          <nav aria-label={t('Login page')} className="flex gap-4 text-sm font-semibold">
            <a href={href('/')} className="text-slate-700 hover:text-brand-700">{t('Home')}</a>
            <a href={href('/contact')} className="text-slate-700 hover:text-brand-700">{t('Contact Us')}</a>
          </nav>
        </div>
        <LanguageSwitcher className="mx-auto flex max-w-5xl justify-end px-4 pb-2" />
      </header>
      <main id="main" tabIndex={-1} className="min-h-[calc(100vh-61px)] bg-gradient-to-b from-brand-50 to-white px-4 py-10 outline-none sm:py-16">
        <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-md sm:p-8">
          {message && (
            <p role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">{t(message)}</p>
          )}
          <LoginForm />
          <p className="mt-3 text-center text-sm">
            <a href={href('/forgot-password')} className="font-semibold text-brand-800 underline-offset-2 hover:underline">{t('Forgot password?')}</a>
          </p>
          <p className="mt-6 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">
            {t('New here?')}{' '}
            <a href={href('/intern')} className="font-semibold text-brand-800 underline-offset-2 hover:underline">{t('Register as an intern')}</a>
            {' · '}
            <a href={href('/member')} className="font-semibold text-brand-800 underline-offset-2 hover:underline">{t('Register as a member')}</a>
          </p>
        </div>
      </main>
    </ToastProvider>
  );
}
