// lib/kernel/application-id: the prefix of the kind, India's year (not the server's), the row id padded to five.
import { describe, expect, it } from 'vitest';
import { applicationId } from '@/lib/kernel/application-id';

describe('application ids', () => {
  it('carry the year in India: New Year comes at 18:30 UTC on 31 December', () => {
    expect(applicationId('intern', 42, new Date('2026-12-31T18:29:59Z'))).toBe('INT-2026-00042');
    expect(applicationId('member', 42, new Date('2026-12-31T18:30:00Z'))).toBe('MEM-2027-00042');
    expect(applicationId('institution', 123456, new Date('2027-01-01T00:00:00Z'))).toBe('INS-2027-123456');
  });
});
