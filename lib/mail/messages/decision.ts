// The mail telling an applicant or college of a staff decision: approved, rejected (with the reason staff gave)
// or revoked. Written in the language the applicant registered in (institutions: English).
import { renderMail } from '../layout';
import { APPLICATION_NAME } from './application-names';
import type { ApplicationKind } from '@/lib/kernel/applicant-kinds';
import { translatorForLocale } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import type { Decision } from '@/lib/kernel/decisions';

export type DecisionMail = {
  kind: ApplicationKind;
  name: string;
  applicationId: string;
  decision: Decision;
  reason?: string | null;
  cardUrl: string;
  language?: Locale;
};

export const APPROVED: Record<ApplicationKind, string> = {
  intern: 'Your internship application has been approved. Welcome aboard! Your acknowledgement card now shows Approved; we will contact you about orientation.',
  member: 'Your membership has been approved. Welcome to the youth club! Your acknowledgement card now shows Approved.',
  institution: 'Your institution has been approved. It now appears in our internship form, so your students can choose it when they apply.',
};

export function decisionMail(m: DecisionMail) {
  const t = translatorForLocale(m.language ?? 'en');
  const v = { what: t(APPLICATION_NAME[m.kind]), applicationId: m.applicationId };
  const reason = m.reason ? t('The reason given: {reason}', { reason: m.reason }) : undefined;
  const content = {
    approve: { subject: t('Approved: your {what} ({applicationId})', v), paragraphs: [t(APPROVED[m.kind])] },
    reject: {
      subject: t('Your {what} ({applicationId}) was not accepted', v),
      paragraphs: [t('We are sorry: after review, your {what} {applicationId} was not accepted.', v), ...(reason ? [reason] : []),
        t('If you think this is a mistake, or the problem can be fixed, reply to this email quoting your application ID.')],
    },
    revoke: {
      subject: t('Your card for {applicationId} has been revoked', v),
      paragraphs: [t('The acknowledgement card of your {what} {applicationId} has been revoked and no longer verifies.', v), ...(reason ? [reason] : []),
        t('If you have questions, reply to this email quoting your application ID.')],
    },
  }[m.decision];
  return renderMail({ ...content, lang: m.language, greeting: t('Hello {name},', { name: m.name }), action: { label: t('View your card'), url: m.cardUrl } });
}
