import { getT } from '@/lib/i18n/request-locale';

export default async function Loading() {
  const t = await getT();
  return (
    <p role="status" className="px-4 py-24 text-center font-semibold text-brand-900">{t('Loading…')}</p>
  );
}
