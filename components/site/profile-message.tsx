// What /profile shows when there is no person to show, in the page's language.
import Link from '@/components/i18n/locale-link';
import { getT } from '@/lib/i18n/request-locale';

export async function ProfileMessage({ message }: { message: string }) {
  const t = await getT();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-bold text-ink">{t(message)}</h1>
      <p className="mt-3 text-slate-700">{t('Meet the people who guide NextGen on the Governing Body page.')}</p>
      <Link href="/governing-body" className="mt-6 inline-block rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-900">{t('View the Governing Body')}</Link>
    </section>
  );
}
