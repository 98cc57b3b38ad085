import { describe, expect, it } from 'vitest';
import { cardCode, readCardCode } from '@/lib/verify/card-code';

describe('card verification codes', () => {
  it('round-trips kind and id', () => {
    for (const [kind, id] of [['applicant', 1], ['intern', 7], ['legacyMember', 4242], ['institution', 99999]] as const) {
      expect(readCardCode(cardCode(kind, id))).toEqual({ kind, id });
    }
  });

  it('refuses an altered id, kind or signature', () => {
    const code = cardCode('intern', 17);
    const [payload, sig] = code.split('-');
    expect(readCardCode(`${payload.replace('h', 'i')}1-${sig}`)).toBeNull();
    expect(readCardCode(`m${payload.slice(1)}-${sig}`)).toBeNull();
    expect(readCardCode(`${payload}-${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(readCardCode('garbage')).toBeNull();
  });
});
