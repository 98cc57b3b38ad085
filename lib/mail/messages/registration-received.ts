// "We have your application": sent once per registration, with the application id, what happens next
// and the link to the acknowledgement card. Written in the language the applicant registered in (the texts
// are the English, looked up in lib/i18n/messages/*.json).
import { renderMail } from '../layout';
import { APPLICATION_NAME } from './application-names';
import type { ApplicationKind } from '@/lib/kernel/applicant-kinds';
import { translatorForLocale } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';

export type RegistrationReceived = {
  kind: ApplicationKind;
  name: string;
  applicationId: string;
  cardUrl: string;
  /** Institutions have no login: their link is signed and works until this date. */
  cardLinkExpires?: string;
  language?: Locale;
};

export const NEXT_STEP: Record<ApplicationKind, string> = {
  intern: 'Our team will check your details and documents. We will email you when your application is approved, usually within a week. You can log in with your mobile number and password at any time to see your status.',
  member: 'Our team will check your details and documents. We will email you when your membership is approved. You can log in with your mobile number and password at any time to see your status.',
  institution: 'Our team will verify the institution and its ID proof. Once approved, it appears in the internship form and students can choose it. We will email you the decision.',
};

export function registrationReceivedMail(m: RegistrationReceived) {
  const t = translatorForLocale(m.language ?? 'en');
  return renderMail({
    lang: m.language,
    subject: t('We received your {application} ({applicationId})', { application: t(APPLICATION_NAME[m.kind]), applicationId: m.applicationId }),
    greeting: t('Hello {name},', { name: m.name }),
    paragraphs: [
      t('Thank you for registering with us. Your application ID is {applicationId}. Please keep it: quote it whenever you contact us.', { applicationId: m.applicationId }),
      t(NEXT_STEP[m.kind]),
    ],
    action: { label: t('View your acknowledgement card'), url: m.cardUrl },
    note: m.cardLinkExpires
      ? t('This link opens your card without a login until {date}. Please do not forward it.', { date: m.cardLinkExpires })
      : t('If you did not register, please reply to this email and we will remove the application.'),
  });
}
