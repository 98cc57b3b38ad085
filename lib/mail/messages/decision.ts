// A staff decision on an application: approved, rejected (with the reason staff gave) or revoked.
import { renderMail } from '../layout';
import { APPLICATION_NAME } from './application-names';
import type { ApplicationKind } from '@/lib/kernel/applicant-kinds';

export type Decision = {
  kind: ApplicationKind;
  name: string;
  applicationId: string;
  decision: 'approved' | 'rejected' | 'revoked';
  reason?: string | null;
  cardUrl: string;
};

const APPROVED: Record<ApplicationKind, string> = {
  intern: 'Your internship application has been approved. Welcome aboard! Your acknowledgement card now shows Approved; we will contact you about orientation.',
  member: 'Your membership has been approved. Welcome to the youth club! Your acknowledgement card now shows Approved.',
  institution: 'Your institution has been approved. It now appears in our internship form, so your students can choose it when they apply.',
};

export function decisionMail(m: Decision) {
  const what = APPLICATION_NAME[m.kind];
  const reason = m.reason ? `The reason given: ${m.reason}` : undefined;
  const content = {
    approved: { subject: `Approved: your ${what} (${m.applicationId})`, paragraphs: [APPROVED[m.kind]] },
    rejected: {
      subject: `Your ${what} (${m.applicationId}) was not accepted`,
      paragraphs: [`We are sorry: after review, your ${what} ${m.applicationId} was not accepted.`, ...(reason ? [reason] : []),
        'If you think this is a mistake, or the problem can be fixed, reply to this email quoting your application ID.'],
    },
    revoked: {
      subject: `Your card for ${m.applicationId} has been revoked`,
      paragraphs: [`The acknowledgement card of your ${what} ${m.applicationId} has been revoked and no longer verifies.`, ...(reason ? [reason] : []),
        'If you have questions, reply to this email quoting your application ID.'],
    },
  }[m.decision];
  return renderMail({ ...content, greeting: `Hello ${m.name},`, action: { label: 'View your card', url: m.cardUrl } });
}
