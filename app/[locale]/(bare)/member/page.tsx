// /member: youth-club member registration (spec part 2): How to Apply, the intern's reference ID,
// then the same wizard as the internship form.
import { ReferralGate } from '@/components/forms/registration/referral-gate';
import { GuidancePanel, RegistrationPage } from '@/components/forms/registration/registration-page';
import { DocumentsGuidance } from '@/components/forms/registration/documents-guidance';
import { MEMBER_HOW_TO_APPLY, MEMBER_HOW_TO_APPLY_TITLE, MEMBER_PAGE_INTRO, READ_TERMS_FIRST } from '@/lib/content/internship';
import { RichText } from '@/components/i18n/rich-text';
import { localePath } from '@/lib/i18n/locales';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { localizedMetadata } from '@/lib/i18n/metadata';

export const generateMetadata = localizedMetadata({
  title: 'Member Registration',
  description: 'Join a NextGen youth club with the reference ID of a NextGen intern.',
  alternates: { canonical: '/member' }, // in the sitemap, like /intern
});

export default async function MemberPage() {
  const [t, locale] = [await getT(), await getLocale()];
  return (
    <RegistrationPage
      title="Member Registration"
      intro={MEMBER_PAGE_INTRO}
      guidance={
        <GuidancePanel title={MEMBER_HOW_TO_APPLY_TITLE} points={MEMBER_HOW_TO_APPLY}>
          <DocumentsGuidance t={t} />
          <p className="mt-4 text-sm text-slate-700">
            <RichText text={t(READ_TERMS_FIRST.member)} tags={{ link: (words) => (
              <a href={localePath(locale, '/member-terms')} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
                {words}<span className="sr-only"> ({t('opens in a new tab')})</span>
              </a>
            ) }} />
          </p>
        </GuidancePanel>
      }
    >
      <ReferralGate />
    </RegistrationPage>
  );
}
