// Who sees an internship's weekly logs (issue 37): an admin always; a reviewer only as the internship's
// supervisor; a viewer never, not even as its supervisor (viewers cannot review). And the profile's week numbers.
import { expect, it } from 'vitest';
import { seesInternshipLogs } from '@/lib/staff/roles';
import { stationOf, sundayOf, weekNumber } from '@/components/profile/internship/road';

it('shows the logs to admins, and to a reviewer who supervises the internship', () => {
  const supervised = { supervisorId: 7 };
  expect(seesInternshipLogs({ id: 1, role: 'admin' }, supervised)).toBe(true);
  expect(seesInternshipLogs({ id: 1, role: 'admin' }, { supervisorId: null })).toBe(true);
  expect(seesInternshipLogs({ id: 7, role: 'reviewer' }, supervised)).toBe(true);
  expect(seesInternshipLogs({ id: 8, role: 'reviewer' }, supervised)).toBe(false);
  expect(seesInternshipLogs({ id: 8, role: 'reviewer' }, { supervisorId: null })).toBe(false);
  expect(seesInternshipLogs({ id: 7, role: 'viewer' }, supervised)).toBe(false);
});

it('numbers weeks from the week of the start date (Monday to Sunday), whatever the start\'s weekday', () => {
  expect(weekNumber({ start_date: '2026-12-02' }, '2026-11-30')).toBe(1); // a Wednesday start: its Monday is week 1
  expect(weekNumber({ start_date: '2026-12-02' }, '2026-12-07')).toBe(2);
  expect(weekNumber({ start_date: '2026-11-30' }, '2027-02-15')).toBe(12);
  expect(sundayOf('2026-12-28')).toBe('2027-01-03');
  expect([stationOf({ state: 'offered' }), stationOf({ state: 'accepted' }), stationOf({ state: 'active' }), stationOf({ state: 'completed' })]).toEqual([0, 1, 2, 4]);
});
