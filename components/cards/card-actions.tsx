'use client';
// Back to Home and Download as PDF (the browser's print dialog, "Save as PDF"). Hidden when printing.
import Link from '@/components/i18n/locale-link';
import { useT } from '@/components/i18n/i18n-provider';
import { LanguageSwitcher } from '@/components/i18n/language-switcher';

export function CardActions({ children }: { children?: React.ReactNode }) {
  const t = useT();
  return (
    <div className="no-print mt-6 flex flex-wrap justify-center gap-3">
      <Link href="/" className="rounded-lg border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50">
        {t('Back to Home')}
      </Link>
      <button type="button" onClick={() => window.print()} className="rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800">
        {t('Download as PDF')}
      </button>
      {children}
      <LanguageSwitcher className="flex w-full justify-center" />
    </div>
  );
}
