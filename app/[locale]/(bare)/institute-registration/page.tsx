// /institute-registration: the three-step institution registration form (no public header or footer).
import Image from 'next/image';
import Link from '@/components/i18n/locale-link';
import { FormMessages } from '@/components/i18n/form-messages';
import { InstitutionWizard } from '@/components/forms/institution/institution-wizard';
import { ToastProvider } from '@/components/ui/toast';
import { SITE } from '@/lib/content/site';
import { localizedMetadata } from '@/lib/i18n/metadata';
import { getT } from '@/lib/i18n/request-locale';
import { LanguageSwitcher } from '@/components/i18n/language-switcher';

export const generateMetadata = localizedMetadata({
  title: 'Institution Registration',
  description: 'Register your college or university so that its students can apply for NextGen internships.',
  alternates: { canonical: '/institute-registration' }, // in the sitemap, like /intern
});

export default async function InstituteRegistrationPage() {
  const t = await getT();
  return (
    <FormMessages><ToastProvider>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-3">
          <Link href="/" className="flex items-center gap-2 font-display font-bold text-brand-800">
            <Image src="/logo.svg" alt="" width={36} height={36} unoptimized />
            <span>{SITE.name}</span>
          </Link>
          <nav aria-label={t('Registration')} className="flex gap-4 text-sm font-semibold">
            <Link href="/" className="text-slate-700 hover:text-brand-700">{t('Home')}</Link>
            <Link href="/contact" className="text-slate-700 hover:text-brand-700">{t('Contact')}</Link>
          </nav>
        </div>
        <LanguageSwitcher className="mx-auto flex max-w-4xl justify-end px-4 pb-2" />
      </header>
      <main id="main" tabIndex={-1} className="min-h-screen bg-brand-50/60 px-4 py-8 outline-none">
        <div className="mx-auto max-w-3xl">
          <h1 className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">{t('Institution Registration')}</h1>
          <p className="mt-2 text-sm text-slate-700">
            {t('For colleges and universities. Once our team approves your institution, your students can choose it in the internship form.')}
          </p>
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <InstitutionWizard />
          </div>
        </div>
      </main>
    </ToastProvider></FormMessages>
  );
}
