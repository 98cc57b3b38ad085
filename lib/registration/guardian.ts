// The guardian columns of a minor's registration (null for adults): who consented, and when.
import { isMinor } from '@/lib/kernel/age';
import type { GuardianInput, RegistrationInput } from '@/lib/registration/schema';

export function guardianColumns(data: RegistrationInput) {
  if (!isMinor(data.dateOfBirth)) return {};
  const g = data.guardian as GuardianInput;
  return {
    guardianName: g.guardianName,
    guardianRelationship: g.guardianRelationship,
    guardianMobile: g.guardianMobile,
    guardianConsentAt: new Date(),
  };
}
