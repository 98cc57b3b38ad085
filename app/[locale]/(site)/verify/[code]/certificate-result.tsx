// A certificate on the verify page: valid (with the kind's fields), revoked with its date, replaced by a newer
// number (linked), or issued to someone whose data was erased (no name). Server-rendered: works without scripts.
import Link from '@/components/i18n/locale-link';
import type { Translator } from '@/lib/i18n/translate';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';
import { CERTIFICATE_KINDS } from '@/lib/certificates/kinds';
import type { VerifiedCertificate } from '@/lib/certificates/lookup-certificate';

const TONE = {
  valid: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  revoked: 'border-red-200 bg-red-50 text-red-900',
  replaced: 'border-amber-200 bg-amber-50 text-amber-900',
  erased: 'border-slate-200 bg-slate-50 text-slate-900',
} as const;

export function CertificateResult({ cert, t, locale }: { cert: VerifiedCertificate; t: Translator; locale: Locale }) {
  const date = (d: Date | string) => new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'Asia/Kolkata' })
    .format(typeof d === 'string' ? new Date(`${d}T12:00:00+05:30`) : d);
  const kind = CERTIFICATE_KINDS[cert.kind];
  const { status } = cert;
  const rows: [string, string][] = [
    ...(cert.holderName ? [[t('Name'), cert.holderName] as [string, string]] : []),
    ...cert.fields.map((f): [string, string] => [t(f.label), f.date ? date(f.value) : f.value]),
    [t('Certificate number'), cert.number],
    [t('Issued on'), date(cert.issuedAt)],
  ];
  return (
    <>
      <div data-testid="certificate-status" data-state={status.state} className={`mt-6 rounded-lg border p-5 ${TONE[status.state]}`}>
        {status.state === 'valid' && <p className="text-lg font-semibold">{t(kind.valid)}</p>}
        {status.state === 'revoked' && <p className="text-lg font-semibold">{t('Revoked on {date}', { date: date(status.revokedAt) })}</p>}
        {status.state === 'replaced' && (
          <p className="text-lg font-semibold">
            {t('Replaced by {number}', { number: status.replacement.number })}{' '}
            <Link href={`/verify/${status.replacement.code}`} className="text-sm font-normal underline">{t('Check the new certificate')}</Link>
          </p>
        )}
        {status.state === 'erased' && <p className="text-lg font-semibold">{t("Issued; the holder's data was erased.")}</p>}
        <p className="mt-1 text-sm">{t(kind.title)}</p>
      </div>
      <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between gap-4 px-5 py-3">
            <dt className="text-slate-600">{k}</dt>
            <dd className="text-right font-semibold">{v}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
