// Ticket codes and QR tokens (lib/events/tickets.ts) and cancel links (lib/events/cancel-link.ts): typos are
// caught by the check character, altered or forged tokens are refused without a lookup, nothing personal inside.
import { describe, expect, it } from 'vitest';
import { formatTicketCode, newTicketCode, readTicketCode, readTicketToken, TICKET_ALPHABET, ticketToken } from '@/lib/events/tickets';
import { cancelToken, readCancelToken } from '@/lib/events/cancel-link';
import { signToken, verifyToken } from '@/lib/certificates/signing';

describe('ticket codes', () => {
  it('are nine characters of an alphabet without look-alikes, printed in three groups', () => {
    for (let i = 0; i < 200; i++) {
      const code = newTicketCode();
      expect(code).toMatch(/^[2-9A-HJKMNP-TW-Z]{9}$/);
      expect(readTicketCode(code)).toBe(code);
      expect(readTicketCode(formatTicketCode(code).toLowerCase())).toBe(code);
      expect(formatTicketCode(code)).toMatch(/^.{3}-.{3}-.{3}$/);
    }
    for (const c of '01ILOUV') expect(TICKET_ALPHABET).not.toContain(c);
  });

  it('catch every single wrong character and every swap of two neighbours', () => {
    /** A valid code starting with `body` (its check character found by trying each). */
    const complete = (body: string) => [...TICKET_ALPHABET].map((c) => body + c).find((c) => readTicketCode(c))!;
    // The alphabet's extremes too: a Luhn check would miss a swap of its first and last characters.
    for (const code of [newTicketCode(), complete('2Z2Z2Z2Z'), complete('Z2Z2Z2Z2')]) {
      for (let i = 0; i < code.length; i++) {
        for (const c of TICKET_ALPHABET) if (c !== code[i]) expect(readTicketCode(code.slice(0, i) + c + code.slice(i + 1)), `${code} at ${i} → ${c}`).toBeNull();
        if (i < code.length - 1 && code[i] !== code[i + 1]) expect(readTicketCode(code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2))).toBeNull();
      }
    }
  });

  it('refuse wrong lengths and characters outside the alphabet', () => {
    for (const bad of ['', 'ABC', `${newTicketCode()}2`, 'O00000000', 'ÄBCDEFGHJ', '<script>']) expect(readTicketCode(bad)).toBeNull();
  });

  it('are random: a thousand draws, a thousand codes', () => {
    expect(new Set(Array.from({ length: 1000 }, newTicketCode)).size).toBe(1000);
  });
});

describe('ticket QR tokens', () => {
  it('carry the event id and the code, and nothing else', () => {
    const code = newTicketCode();
    const token = ticketToken(4242, code);
    expect(readTicketToken(token)).toEqual({ eventId: 4242, ticketCode: code });
    // Decoded: the signer's header, 'T1', the event id and the code; no name, email or mobile.
    const payload = verifyToken(token)!;
    expect(Buffer.from(payload).subarray(0, 2).toString()).toBe('T1');
    expect(Buffer.from(payload).subarray(6).toString()).toBe(code);
    expect(payload).toHaveLength(15);
  });

  it('refuse an altered event, code or signature, a token of another kind, and garbage', () => {
    const code = newTicketCode();
    const bytes = Buffer.from(ticketToken(7, code), 'base64url');
    const flipped = (i: number) => { const b = Buffer.from(bytes); b[i] ^= 1; return b.toString('base64url'); };
    // [version][key id, 4][T1][event id, 4][code, 9][signature, 64]
    expect(readTicketToken(flipped(1 + 4 + 2 + 3))).toBeNull(); // the event id
    expect(readTicketToken(flipped(1 + 4 + 2 + 4 + 8))).toBeNull(); // the code's check character
    expect(readTicketToken(flipped(bytes.length - 1))).toBeNull(); // the signature
    const certificate = signToken(new Uint8Array(Buffer.from(`C${'x'.repeat(14)}`)));
    for (const bad of ['', 'x.y', code, `${bytes.toString('base64url')}x`, certificate, 'a'.repeat(10_000)]) expect(readTicketToken(bad)).toBeNull();
  });
});

describe('cancel links', () => {
  it('name their ticket, and refuse an altered code or signature', () => {
    const code = newTicketCode();
    const token = cancelToken(code);
    expect(readCancelToken(token)).toBe(code);
    const other = newTicketCode();
    expect(readCancelToken(`${other}${token.slice(9)}`)).toBeNull();
    expect(readCancelToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(readCancelToken('nonsense')).toBeNull();
  });
});
