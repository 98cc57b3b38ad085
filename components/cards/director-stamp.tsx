// The director's signature block printed on an approved acknowledgement card (card-shell.tsx), in the card's language.
import Image from 'next/image';
import { getT } from '@/lib/i18n/request-locale';

export async function DirectorStamp() {
  const t = await getT();
  return (
    <div className="flex flex-col items-center text-center">
      <Image src="/images/stamp.svg" alt={t("Director's stamp, NextGen Youth Foundation")} width={96} height={96} unoptimized />
      <p className="mt-1 font-display text-base font-bold italic text-ink">{t('Sd/-')}</p>
      <p className="text-sm font-semibold text-slate-700">{t('Director')}</p>
    </div>
  );
}
