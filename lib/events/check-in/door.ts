// What the door says, for the page (in the browser, offline too) and the server alike: when it is open, and the
// one sentence each scan ends in. Plain data and pure functions: no server-only import. Staff copy is English.

/** Check-in opens this long before the event starts, and closes when it ends. */
export const DOOR_OPENS_BEFORE_MS = 2 * 60 * 60 * 1000;
/** How far ahead of the server's clock a device's scan time may be (a phone's clock drifts). */
export const DEVICE_CLOCK_SKEW_MS = 2 * 60 * 1000;

/**
 * How long after the door closes a late sync may still move an admission to an earlier scan. After that the door's
 * record is settled: a scan synced later still lands on a ticket nobody admitted, but never takes an admission over,
 * so a device with a wrong clock, or a forged old scan time, synced days later, cannot rewrite who let a person in.
 */
export const DOOR_SETTLES_AFTER_MS = 2 * 60 * 60 * 1000;

export type DoorWindow = { opensAt: Date; closesAt: Date };

export const doorWindow = (event: { startsAt: Date; endsAt: Date }): DoorWindow =>
  ({ opensAt: new Date(event.startsAt.getTime() - DOOR_OPENS_BEFORE_MS), closesAt: event.endsAt });

export function doorState(w: DoorWindow, at: Date): 'not_yet' | 'open' | 'closed' {
  if (at < w.opensAt) return 'not_yet';
  return at > w.closesAt ? 'closed' : 'open';
}

/** Each scan ends in exactly one of these (and `door_closed` when it was made outside the door's hours). */
export type ScanOutcome = 'checked_in' | 'already_checked_in' | 'other_event' | 'cancelled' | 'invalid' | 'door_closed';

export type ScanVerdict = {
  outcome: ScanOutcome;
  name?: string;
  /** For already_checked_in: the admission that counts (the earliest scan). */
  firstScannedAt?: string;
  firstScannedBy?: string;
};

/** HH:MM in India's time, as door staff read a clock. */
export const istClock = (at: Date | string) =>
  new Date(at).toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hour12: false });

export function sentenceFor(v: ScanVerdict): string {
  switch (v.outcome) {
    case 'checked_in': return `Checked in: ${v.name ?? ''}`;
    case 'already_checked_in': return `Already checked in at ${istClock(v.firstScannedAt!)} by ${v.firstScannedBy ?? 'another device'}`;
    case 'other_event': return 'Ticket for another event';
    case 'cancelled': return 'Cancelled ticket';
    case 'door_closed': return 'The door is closed for check-in';
    default: return 'Not a valid ticket';
  }
}
