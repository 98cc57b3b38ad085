// The ticket's QR image (lib/events/ticket-qr.ts), written without qrcode's PNG renderer: decoded as the door's
// camera decodes it (jsQR on the pixels), it is the signed ticket, module for module the symbol qrcode drew.
import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { qrPng } from '@/lib/events/ticket-qr';
import { newTicketCode, readTicketToken, ticketToken } from '@/lib/events/tickets';

describe('ticket QR image', () => {
  it('decodes to the signed ticket, for short and long events ids alike', () => {
    for (const eventId of [1, 4821, 2_000_000_000]) {
      const code = newTicketCode();
      const png = PNG.sync.read(qrPng(ticketToken(eventId, code)));
      const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
      expect(readTicketToken(decoded!.data)).toEqual({ eventId, ticketCode: code });
    }
  });

  it('draws each module as a 6-pixel black or white square inside a 2-module white margin', () => {
    const text = ticketToken(7, newTicketCode());
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const png = PNG.sync.read(qrPng(text));
    expect([png.width, png.height]).toEqual([(modules.size + 4) * 6, (modules.size + 4) * 6]);
    const drawn: string[] = [];
    const meant: string[] = [];
    for (let y = 0; y < png.height; y++) {
      let d = '', m = '';
      for (let x = 0; x < png.width; x++) {
        const [row, col] = [Math.floor(y / 6) - 2, Math.floor(x / 6) - 2];
        const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
        d += png.data[(y * png.width + x) * 4] === 0 ? '#' : '.';
        m += inside && modules.get(row, col) === 1 ? '#' : '.';
      }
      drawn.push(d);
      meant.push(m);
    }
    expect(drawn).toEqual(meant);
  });
});
