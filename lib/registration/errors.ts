// Recognises a unique-constraint violation on the mobile number, the database's answer when two
// registrations with the same number race each other.
export const MOBILE_TAKEN = 'This mobile number is already registered.';

export function isUniqueViolation(e: unknown, field?: string): boolean {
  const err = e as { code?: string; meta?: { target?: unknown; driverAdapterError?: { cause?: { constraint?: { fields?: string[] } } } } };
  if (err?.code !== 'P2002') return false;
  if (!field) return true;
  const target = JSON.stringify(err.meta ?? {});
  return target.includes(field);
}
