// The profile's sidebar (spec part 1, User profile): passport photo, name, user type, application id,
// verification status (interns only), contact details, address and the way to the acknowledgement card.
import Image from 'next/image';
import Link from '@/components/i18n/locale-link';
import type { ProfileData } from './profile-data';
import { acknowledgementHref } from './profile-href';
import { statusTone } from '@/components/ui/status-tone';
import { getT } from '@/lib/i18n/request-locale';

const initials = (name: string) => name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export async function ProfileSidebar({ profile, photoVersion }: { profile: ProfileData; photoVersion: number }) {
  const t = await getT(); // labels and our own words are English, shown in the page's language
  const contact = [
    { label: 'Email', value: profile.email },
    { label: 'Mobile', value: profile.mobile },
    { label: 'WhatsApp', value: profile.whatsapp },
    { label: 'Address', value: profile.address },
  ];
  return (
    <aside aria-label={t('Profile summary')} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-col items-center text-center">
        {profile.passportPhotoUrl ? (
          <Image
            src={`${profile.passportPhotoUrl}?v=${photoVersion}`}
            alt={t('Passport photo of {name}', { name: profile.name })}
            width={144}
            height={176}
            unoptimized
            className="h-32 w-32 rounded-full border-4 border-brand-100 object-cover shadow"
          />
        ) : (
          <span aria-hidden="true" className="flex h-32 w-32 items-center justify-center rounded-full bg-brand-100 font-display text-3xl font-bold text-brand-800">
            {initials(profile.name)}
          </span>
        )}
        <h1 className="mt-4 font-display text-xl font-bold text-ink">{profile.name}</h1>
        <p className="mt-1 text-sm font-semibold text-brand-800">{t(capitalise(profile.type))}</p>
        <p className="mt-1 font-mono text-sm text-slate-600"><span className="sr-only">{t('Application ID')} </span>#{profile.applicationId}</p>
        {profile.status !== undefined && (
          <p className={`mt-3 inline-flex rounded-full px-3 py-1 text-xs font-bold ring-1 ${statusTone(profile.status).badge}`} data-status={profile.status}>
            {t('Verification: {status}', { status: t(capitalise(profile.status)) })}
          </p>
        )}
      </div>
      <dl className="mt-6 space-y-3 border-t border-slate-100 pt-5 text-sm">
        {contact.map((c) => (
          <div key={c.label}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t(c.label)}</dt>
            <dd className="mt-0.5 break-words font-medium text-ink">{c.value}</dd>
          </div>
        ))}
      </dl>
      <Link
        href={acknowledgementHref(profile.type, profile.id)}
        className="mt-6 block rounded-full bg-brand-800 px-5 py-2.5 text-center text-sm font-semibold text-white hover:bg-brand-900"
      >
        {t('View Acknowledgement')}
      </Link>
    </aside>
  );
}
