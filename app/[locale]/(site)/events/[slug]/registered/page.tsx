// /events/{slug}/registered: where a registration sent without scripts lands (../register/route.ts). Rendered per
// request: it reads the outcome's cookie, which only this browser has, and whose answer clears it (shown once, for
// a shared computer). Without one (shown already, expired, or the page opened directly) it leads back to the event.
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getT } from '@/lib/i18n/request-locale';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { ButtonLink } from '@/components/site/button-link';
import { FormMessages } from '@/components/i18n/form-messages';
import { RegistrationResult } from '@/components/site/events/registration-result';
import { REGISTRATION_LABELS } from '@/components/site/events/registration-texts';
import { OUTCOME_COOKIE } from '@/lib/events/registration-outcome-cookie';
import { readOutcome } from '../registration-outcome';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false, follow: false } };


export default async function Registered({ params }: { params: Promise<{ slug: string }> }) {
  const [{ slug }, t, jar] = await Promise.all([params, getT(), cookies()]);
  const outcome = readOutcome(jar.get(OUTCOME_COOKIE)?.value, slug);
  const back = `/events/${slug}`;
  return (
    <>
      <PageHero title={outcome?.status === 'refused' ? t('Your registration did not go through') : t('Your registration')} />
      <Section>
        <div className="max-w-3xl space-y-6">
          {!outcome ? <p className="text-lg">{t('There is no registration to show here. Please register on the event\'s page.')}</p>
            : outcome.status === 'refused' ? (
              <div role="alert" className="rounded-2xl border border-red-700 bg-red-50 p-6 text-red-900">
                <p className="font-semibold">{outcome.message}</p>
                {Object.keys(outcome.fields).length ? (
                  <ul className="mt-3 list-disc space-y-1 pl-5">
                    {Object.entries(outcome.fields).map(([field, text]) => <li key={field}><span className="font-semibold">{t(REGISTRATION_LABELS[field as keyof typeof REGISTRATION_LABELS] ?? field)}:</span> {text}</li>)}
                  </ul>
                ) : null}
                <p className="mt-3">{t('Use your browser\'s Back button to correct the form: what you typed is still there.')}</p>
              </div>
            ) : <FormMessages><RegistrationResult answer={outcome} /></FormMessages>}
          <ButtonLink href={back} variant="outline">{t('Back to the event')}</ButtonLink>
        </div>
      </Section>
    </>
  );
}
