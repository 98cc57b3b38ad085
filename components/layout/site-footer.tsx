'use client';
// The public footer: about blurb, quick links, registration links, contact details, social icons and the
// privacy and terms links.
import Image from 'next/image';
import Link from '@/components/i18n/locale-link';
import { EXTERNAL_LEGAL, FOOTER_ABOUT, FOOTER_LINKS, FOOTER_REGISTER_LINKS, SITE, type SocialKey } from '@/lib/content/site';
import { SOCIAL_LIST } from '@/lib/content/contact';
import { SocialIcon } from './icons';
import { useLocale, useT } from '@/components/i18n/i18n-provider';
import { localePath } from '@/lib/i18n/locales';

const linkCls = 'text-slate-300 hover:text-white hover:underline';

export function SiteFooter() {
  const t = useT();
  const locale = useLocale();
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link href="/" className="flex items-center gap-2 font-display text-lg font-bold text-white">
            <Image src="/logo.svg" alt="" width={36} height={36} />
            {SITE.name}
          </Link>
          <p className="mt-4 text-sm leading-relaxed">{t(FOOTER_ABOUT)}</p>
          {SOCIAL_LIST.length > 0 && <ul className="mt-5 flex gap-3" aria-label={t('Social media')}>
            {SOCIAL_LIST.map((s) => (
              <li key={s.id}>
                <a href={SITE.socials[s.id as SocialKey]} className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-brand-700">
                  <SocialIcon name={s.id} />
                  <span className="sr-only">{s.label}</span>
                </a>
              </li>
            ))}
          </ul>}
        </div>
        <nav aria-label={t('Quick links')}>
          <h2 className="font-display text-base font-semibold text-white">{t('Quick Links')}</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {FOOTER_LINKS.map((l) => <li key={l.href}><Link href={l.href} className={linkCls}>{t(l.label)}</Link></li>)}
          </ul>
        </nav>
        <nav aria-label={t('Register')}>
          <h2 className="font-display text-base font-semibold text-white">{t('Register')}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {FOOTER_REGISTER_LINKS.map((l) => <li key={l.href}><Link href={l.href} className={linkCls}>{t(l.label)}</Link></li>)}
          </ul>
        </nav>
        <div>
          <h2 className="font-display text-base font-semibold text-white">{t('Contact Us')}</h2>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p>{SITE.addressLine}</p>
            <p><a href={`mailto:${SITE.email}`} className={linkCls}>{SITE.email}</a></p>
            <p><a href={SITE.phoneHref} className={linkCls}>{SITE.phone}</a></p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} {SITE.name}. {t('All rights reserved.')}</p>
          <ul className="flex gap-5">
            <li><a href={localePath(locale, EXTERNAL_LEGAL.privacy)} className={linkCls}>{t('Privacy Policy')}</a></li>
            <li><a href={localePath(locale, EXTERNAL_LEGAL.terms)} className={linkCls}>{t('Terms & Conditions')}</a></li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
