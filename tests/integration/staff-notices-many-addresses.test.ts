// Issue 39, D13 (review): the staff mailbox's notices are capped per form and window, not only per address. A
// message from a fresh address (one attacker's next IPv6 /64) in a window whose form has already sent
// SINGLE_NOTICES_PER_FORM_WINDOW single notices is folded into the "N more" notice. The window's counts come from a
// stand-in transaction: the same numbers from real rows would fold other test files' notices in the shared database.
import { describe, expect, it } from 'vitest';
import type { Prisma } from '@/lib/generated/prisma/client';
import { SINGLE_NOTICES_PER_FORM_WINDOW, staffNoticeTurn } from '@/lib/mail/staff-notices';

const windowWith = (messages: number, singles: number) => ({
  $executeRaw: async () => 0,
  $queryRaw: async () => [{ messages, singles, window: 1_000_000n }],
}) as unknown as Prisma.TransactionClient;

describe('staff notices from many addresses', () => {
  it('a fresh address gets no single notice once its form has sent the per-form cap in the window', async () => {
    const fresh = () => `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Date.now().toString(16).slice(-4)}::/64`;
    expect(await staffNoticeTurn(windowWith(1, 0), 'story', fresh())).toEqual({ single: true });
    const turn = await staffNoticeTurn(windowWith(SINGLE_NOTICES_PER_FORM_WINDOW + 20, SINGLE_NOTICES_PER_FORM_WINDOW), 'story', fresh());
    expect(turn).toMatchObject({ single: false, more: 20 });
  });
});
