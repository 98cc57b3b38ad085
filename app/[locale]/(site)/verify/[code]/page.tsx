// /verify/{code}: the public check of an acknowledgement card or a certificate, reached from its QR code. Both
// codes are signed and checked before any database lookup (a card's with CARD_KEY, a certificate's with
// SIGNING_KEY): a forged or altered code gets the same "not valid" answer without touching the database.
import { headers } from 'next/headers';
import Link from '@/components/i18n/locale-link';
import { readCardCode } from '@/lib/cards/card-code';
import { lookupCard } from '@/lib/cards/lookup-card';
import { CARD_STATUS_DETAIL, CARD_STATUS_LABEL } from '@/lib/cards/card-status';
import { statusTone } from '@/components/ui/status-tone';
import { consume } from '@/lib/platform/rate-limit';
import { limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS } from '@/lib/limits';
import { RateLimitedError } from '@/lib/kernel/domain-errors';
import { clientIp } from '@/lib/platform/client-ip';
import { localizedMetadata } from '@/lib/i18n/metadata';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { readCertificateCode } from '@/lib/certificates/certificate-code';
import { lookupCertificate } from '@/lib/certificates/lookup-certificate';
import { CertificateResult } from './certificate-result';

export const dynamic = 'force-dynamic';
export const generateMetadata = localizedMetadata({ title: 'Verify a card', robots: { index: false, follow: false } });

const checks = limiterFor(LIMITS.cardChecksPerAddress);

const KIND_LABEL = { intern: 'Intern', member: 'Member', institution: 'Institution' } as const;

export default async function VerifyPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const [t, locale] = [await getT(), await getLocale()];
  const ip = clientIp(await headers());
  let limited = false;
  try {
    await consume(checks, ip);
  } catch (e) {
    if (!(e instanceof RateLimitedError)) throw e;
    limited = true;
  }
  const parsed = limited ? null : readCardCode(code);
  const card = parsed ? await lookupCard(parsed.kind, parsed.id) : null;
  const certificateId = limited || parsed ? null : readCertificateCode(code);
  const cert = certificateId ? await lookupCertificate(certificateId) : null;

  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="font-display text-3xl font-bold">{cert ? t('Certificate verification') : t('Card verification')}</h1>
      {cert ? (
        <CertificateResult cert={cert} t={t} locale={locale} />
      ) : limited ? (
        <p role="alert" className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900">{t('Too many checks from your network. Please try again in a few minutes.')}</p>
      ) : !card ? (
        <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-5 text-red-900">
          <p className="text-lg font-semibold">{t('This card could not be verified.')}</p>
          <p className="mt-2 text-sm">{t('The code is not one we issued, or it was altered. Ask the card holder for the original card, or contact us.')}</p>
          <p className="mt-2 text-sm">{t('A certificate is checked here too: scan its QR code, or open the link printed under it.')}</p>
        </div>
      ) : (
        <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {[
            [t('Name'), card.name],
            [t('Kind'), t(KIND_LABEL[card.kind])],
            [t('Application ID'), card.applicationId],
            ...(card.institution ? [[t('Institution'), card.institution]] : []),
          ].map(([k, v]) => (
            <div key={k} className="flex justify-between gap-4 px-5 py-3">
              <dt className="text-slate-600">{k}</dt>
              <dd className="text-right font-semibold">{v}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 px-5 py-3">
            <dt className="text-slate-600">{t('Status')}</dt>
            <dd className="text-right">
              <span data-testid="card-status" className={`rounded-full px-3 py-1 text-sm font-bold ring-1 ${statusTone(card.status).badge}`}>{t(CARD_STATUS_LABEL[card.status])}</span>
              <span data-testid="card-status-detail" className="mt-2 block text-xs text-slate-600">{t(CARD_STATUS_DETAIL[card.status])}</span>
            </dd>
          </div>
        </dl>
      )}
      <p className="mt-8 text-sm text-slate-600">
        {cert ? t('Questions about a certificate?') : t('Questions about a card?')} <Link href="/contact" className="font-semibold text-brand-800 underline">{t('Contact us')}</Link>
      </p>
    </section>
  );
}
