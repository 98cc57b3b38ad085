// Secrets that can be rotated (SESSION_SECRET, CARD_KEY, DOCUMENT_KEY, SIGNING_KEY) hold one or more values separated by
// commas, NEWEST FIRST: the first seals, signs or encrypts; every one opens, verifies or decrypts. Rotating is
// "put the new value in front, drop the oldest once nothing needs it".
export function keyList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((k) => k.trim()).filter(Boolean);
}

// Words that show a value was copied from an example rather than generated.
const PLACEHOLDERS = /change-?me|replace-?me|placeholder|example|your-?secret|^(?:secret|password|test|dummy)/i;

/**
 * Why a key is obviously weak, or null. Not a strength meter: it catches what people actually deploy by
 * mistake (a short value, one character repeated, a short pattern repeated, a run like abcdef..., too few
 * distinct characters, an example value). A value from `openssl rand -hex 32` passes.
 */
export function keyWeakness(key: string, minLength: number): string | null {
  if (key.length < minLength) return `is too short (${key.length} characters; at least ${minLength})`;
  if (/^(.)\1*$/s.test(key)) return 'is one character repeated';
  for (let period = 2; period <= key.length / 2; period++) {
    if (key.length % period === 0 && key.slice(0, period).repeat(key.length / period) === key) return `is a ${period}-character pattern repeated`;
  }
  let steps = 0;
  for (let i = 1; i < key.length; i++) if (Math.abs(key.charCodeAt(i) - key.charCodeAt(i - 1)) === 1) steps++;
  if (steps > (key.length - 1) / 2) return 'is mostly a run of consecutive characters';
  if (new Set(key.toLowerCase()).size < 10) return 'has fewer than 10 different characters';
  if (PLACEHOLDERS.test(key)) return 'looks like an example value';
  return null;
}

/** One message per weak entry of a rotation list, naming the variable and the entry. */
export function listWeaknesses(name: string, value: string | undefined, minLength: number): string[] {
  const keys = keyList(value);
  if (!keys.length) return [`${name} is not set`];
  return keys.flatMap((key, i) => {
    const why = keyWeakness(key, minLength);
    if (!why) return [];
    return [`${name}${keys.length > 1 ? ` (entry ${i + 1} of ${keys.length})` : ''} ${why}. Generate one with: openssl rand -hex 32`];
  });
}
