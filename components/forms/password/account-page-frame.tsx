// The frame of the account pages without the public header (forgot and reset password): a slim top
// bar with Home and Login, the language links, and a centred card. Title and intro are English, shown in the page's language.
import Image from 'next/image';
import Link from '@/components/i18n/locale-link';
import { SITE } from '@/lib/content/site';
import { LanguageSwitcher } from '@/components/i18n/language-switcher';
import { getT } from '@/lib/i18n/request-locale';

/** The account pages' titles and intros (English; shown in the page's language). */
export const ACCOUNT_PAGES = {
  forgot: {
    title: 'Forgot Password',
    intro: 'Enter the mobile number you registered with. We will email a link to reset your password to the address you gave.',
  },
  reset: { title: 'Reset Password', intro: 'Choose a new password. You will then log in with it on every device.' },
} as const;

export async function AccountPageFrame({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  const t = await getT();
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
          <Link href="/" className="flex items-center gap-2 font-display font-bold text-brand-800">
            <Image src="/logo.svg" alt="" width={36} height={36} unoptimized />
            <span className="hidden sm:inline">{SITE.name}</span>
            <span className="sm:hidden">{SITE.shortName}</span>
          </Link>
          <nav aria-label={t('Account page')} className="flex gap-4 text-sm font-semibold">
            <Link href="/" className="text-slate-700 hover:text-brand-700">{t('Home')}</Link>
            <Link href="/login" className="text-slate-700 hover:text-brand-700">{t('Login')}</Link>
          </nav>
        </div>
        <LanguageSwitcher className="mx-auto flex max-w-5xl justify-end px-4 pb-2" />
      </header>
      <main id="main" tabIndex={-1} className="min-h-[calc(100vh-61px)] bg-gradient-to-b from-brand-50 to-white px-4 py-10 outline-none sm:py-16">
        <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-md sm:p-8">
          <h1 className="text-center font-display text-2xl font-bold text-brand-900 sm:text-3xl">{t(title)}</h1>
          <p className="mt-2 text-center text-sm text-slate-600">{t(intro)}</p>
          {children}
        </div>
      </main>
    </>
  );
}
