// "We have your application": sent once per registration, with the application id, what happens next
// and the link to the acknowledgement card.
import { renderMail } from '../layout';
import { APPLICATION_NAME } from './application-names';
import type { ApplicationKind } from '@/lib/kernel/applicant-kinds';

export type RegistrationReceived = {
  kind: ApplicationKind;
  name: string;
  applicationId: string;
  cardUrl: string;
  /** Institutions have no login: their link is signed and works until this date. */
  cardLinkExpires?: string;
};

const NEXT_STEP: Record<ApplicationKind, string> = {
  intern: 'Our team will check your details and documents. We will email you when your application is approved, usually within a week. You can log in with your mobile number and password at any time to see your status.',
  member: 'Our team will check your details and documents. We will email you when your membership is approved. You can log in with your mobile number and password at any time to see your status.',
  institution: 'Our team will verify the institution and its ID proof. Once approved, it appears in the internship form and students can choose it. We will email you the decision.',
};

export function registrationReceivedMail(m: RegistrationReceived) {
  return renderMail({
    subject: `We received your ${APPLICATION_NAME[m.kind]} (${m.applicationId})`,
    greeting: `Hello ${m.name},`,
    paragraphs: [
      `Thank you for registering with us. Your application ID is ${m.applicationId}. Please keep it: quote it whenever you contact us.`,
      NEXT_STEP[m.kind],
    ],
    action: { label: 'View your acknowledgement card', url: m.cardUrl },
    note: m.cardLinkExpires
      ? `This link opens your card without a login until ${m.cardLinkExpires}. Please do not forward it.`
      : 'If you did not register, please reply to this email and we will remove the application.',
  });
}
