// /member: youth-club member registration (spec part 2): How to Apply, the intern's reference ID,
// then the same wizard as the internship form.
import { ReferralGate } from '@/components/forms/registration/referral-gate';
import { GuidancePanel, RegistrationPage } from '@/components/forms/registration/registration-page';
import { DocumentsGuidance } from '@/components/forms/registration/documents-guidance';
import { MEMBER_HOW_TO_APPLY, MEMBER_HOW_TO_APPLY_TITLE } from '@/lib/content/internship';
import { localizedMetadata } from '@/lib/i18n/metadata';
import { getLocale } from '@/lib/i18n/request-locale';
import { localePath } from '@/lib/i18n/locales';

export const generateMetadata = localizedMetadata({
  title: 'Member Registration',
  description: 'Join a NextGen youth club with the reference ID of a NextGen intern.',
  alternates: { canonical: '/member' }, // in the sitemap, like /intern
});

export default async function MemberPage() {
  const locale = await getLocale();
  return (
    <RegistrationPage
      title="Member Registration"
      intro="For members of a NextGen youth club. Enter the reference ID of the intern who invited you; the registration form opens once it is validated."
      guidance={
        <GuidancePanel title={MEMBER_HOW_TO_APPLY_TITLE} points={MEMBER_HOW_TO_APPLY}>
          <DocumentsGuidance />
          <p className="mt-4 text-sm text-slate-700">
            Please read the{' '}
            <a href={localePath(locale, '/member-terms')} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
              membership terms<span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            before you apply.
          </p>
        </GuidancePanel>
      }
    >
      <ReferralGate />
    </RegistrationPage>
  );
}
