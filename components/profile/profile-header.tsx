// The profile pages' own top bar (the public header is hidden here): logo, then Home and Log Out at the top right.
import Image from 'next/image';
import Link from '@/components/i18n/locale-link';
import { SITE } from '@/lib/content/site';
import { LogoutButton } from './logout-button';
import { LanguageSwitcher } from '@/components/i18n/language-switcher';
import { getT } from '@/lib/i18n/request-locale';

const BUTTON = 'rounded-full px-4 py-2 text-sm font-semibold';

export async function ProfileHeader() {
  const t = await getT();
  return (
    <header className="no-print border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="flex items-center gap-2 font-display font-bold text-brand-800">
          <Image src="/logo.svg" alt="" width={36} height={36} unoptimized />
          <span className="hidden sm:inline">{SITE.name}</span>
          <span className="sm:hidden">{SITE.shortName}</span>
        </Link>
        <nav aria-label={t('Account')} className="flex items-center gap-2">
          <Link href="/" className={`${BUTTON} border border-brand-800 text-brand-800 hover:bg-brand-50`}>{t('Home')}</Link>
          <LogoutButton className={`${BUTTON} bg-brand-800 text-white hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70`} />
        </nav>
      </div>
      <LanguageSwitcher className="mx-auto flex max-w-6xl justify-end px-4 pb-2" />
    </header>
  );
}
