// How mail names each kind of application, once for every message.
import type { ApplicationKind } from '@/lib/kernel/applicant-kinds';

export const APPLICATION_NAME: Record<ApplicationKind, string> = {
  intern: 'internship application',
  member: 'youth club membership application',
  institution: 'institution registration',
};
