// How mail names each kind of application, once for every message.
export type ApplicationKind = 'intern' | 'member' | 'institution';

export const APPLICATION_NAME: Record<ApplicationKind, string> = {
  intern: 'internship application',
  member: 'youth club membership application',
  institution: 'institution registration',
};
