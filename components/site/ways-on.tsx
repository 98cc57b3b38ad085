// The way on from a page reached by a link in a mail (newsletter confirmation, unsubscribe): home or contact.
import Link from '@/components/i18n/locale-link';
import type { Translator } from '@/lib/i18n/translate';

export function WaysOn({ t }: { t: Translator }) {
  return (
    <p className="mt-8 text-sm text-slate-600">
      <Link href="/" className="font-semibold text-brand-800 underline">{t('Back to the home page')}</Link>
      {' · '}
      <Link href="/contact" className="font-semibold text-brand-800 underline">{t('Contact us')}</Link>
    </p>
  );
}
