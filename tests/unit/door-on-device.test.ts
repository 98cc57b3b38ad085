// The door device's own judgement (offline): it reads the server's signed tickets with the published keys, refuses
// an altered or foreign-key one, and says the same five things the server says.
import { describe, expect, it } from 'vitest';
import { readOnDevice } from '@/lib/events/check-in/read-on-device';
import { judgeOnDevice, admitted } from '@/lib/events/check-in/judge-on-device';
import { doorState, doorWindow, sentenceFor } from '@/lib/events/check-in/door';
import type { DoorList } from '@/lib/events/check-in/door-list-shape';
import { formatTicketCode, newTicketCode, ticketToken } from '@/lib/events/tickets';
import { publicKeyEntries } from '@/lib/events/check-in/public-keys';

const keys = () => publicKeyEntries();

describe('readOnDevice', () => {
  it('reads a ticket the server signed, and a typed code however it is written', async () => {
    const code = newTicketCode();
    expect(await readOnDevice(ticketToken(42, code), keys())).toEqual({ eventId: 42, ticketCode: code });
    expect(await readOnDevice(` ${formatTicketCode(code).toLowerCase()} `, keys())).toEqual({ ticketCode: code });
  });

  it('refuses a changed byte anywhere, a token under an unknown key, and a mistyped code', async () => {
    const code = newTicketCode();
    const token = ticketToken(7, code);
    const bytes = Buffer.from(token, 'base64url');
    for (const at of [0, 3, 10, 20, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at]! ^= 4;
      expect(await readOnDevice(changed.toString('base64url'), keys()), `byte ${at}`).toBeNull();
    }
    expect(await readOnDevice(token, [])).toBeNull();
    const wrong = code.slice(0, 8) + (code[8] === '2' ? '3' : '2');
    expect(await readOnDevice(wrong, keys())).toBeNull();
    expect(await readOnDevice('', keys())).toBeNull();
  });
});

describe('judgeOnDevice', () => {
  const now = new Date('2026-12-05T05:00:00Z');
  const list: DoorList = {
    event: { id: 1, slug: 's', title: 'T', startsAt: '2026-12-05T06:00:00.000Z', endsAt: '2026-12-05T09:00:00.000Z', opensAt: '2026-12-05T04:00:00.000Z', closesAt: '2026-12-05T09:00:00.000Z' },
    tickets: [
      { code: 'AAAAAAAAA', name: 'Mitali Das', status: 'registered', checkedInAt: null, checkedInBy: null },
      { code: 'BBBBBBBBB', name: 'Rahul Deka', status: 'cancelled', checkedInAt: null, checkedInBy: null },
    ],
    registered: 1, checkedIn: 0, fetchedAt: now.toISOString(), keys: [],
  };
  it('says each of the five things', () => {
    const say = (t: Parameters<typeof judgeOnDevice>[1], l = list, at = now) => sentenceFor(judgeOnDevice(l, t, at));
    expect(say({ ticketCode: 'AAAAAAAAA', eventId: 1 })).toBe('Checked in: Mitali Das');
    expect(say({ ticketCode: 'AAAAAAAAA' }, admitted(list, 'AAAAAAAAA', new Date('2026-12-05T04:47:00Z'), 'door@x.org'))).toBe('Already checked in at 10:17 by door@x.org');
    expect(say({ ticketCode: 'AAAAAAAAA', eventId: 2 })).toBe('Ticket for another event');
    expect(say({ ticketCode: 'BBBBBBBBB' })).toBe('Cancelled ticket');
    expect(say(null)).toBe('Not a valid ticket');
    expect(say({ ticketCode: 'CCCCCCCCC' })).toBe('Not a valid ticket');
    expect(say({ ticketCode: 'AAAAAAAAA' }, list, new Date('2026-12-05T03:59:00Z'))).toBe('The door is closed for check-in');
  });
  it('opens the door two hours before the start and closes it at the end', () => {
    const w = doorWindow({ startsAt: new Date('2026-12-05T06:00:00Z'), endsAt: new Date('2026-12-05T09:00:00Z') });
    expect(doorState(w, new Date('2026-12-05T03:59:59.999Z'))).toBe('not_yet');
    expect(doorState(w, new Date('2026-12-05T04:00:00Z'))).toBe('open');
    expect(doorState(w, new Date('2026-12-05T09:00:00Z'))).toBe('open');
    expect(doorState(w, new Date('2026-12-05T09:00:00.001Z'))).toBe('closed');
  });
});
