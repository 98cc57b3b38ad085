// The attack on the registration line (lib/kernel/take-turns.ts): uploads that start and then stall, as a
// phone on a dead connection or someone doing it on purpose would. Only a few registrations are checked and
// stored at once, so if waiting for a body held one of those places, a handful of stalled uploads would stop
// every registration. apiRoute reads the whole body before the handler asks for a place: a real registration
// still goes through. (This fails if the body is ever read inside a turn.)
import http from 'node:http';
import { test, expect } from './fixtures';
import { registerIntern } from './login-helpers';

test('a dozen stalled uploads do not hold up a registration', async ({ baseURL }) => {
  const base = new URL(baseURL!);
  const stalled: http.ClientRequest[] = [];
  let cut = 0; // stalled uploads the server has closed
  try {
    for (let i = 0; i < 12; i++) {
      const req = http.request({
        host: base.hostname, port: base.port, path: '/api/v1/create-intern', method: 'POST', agent: false,
        headers: { origin: base.origin, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(3 * 1024 * 1024) },
      });
      req.on('error', () => { /* destroyed below */ });
      req.on('close', () => { cut++; });
      req.write('--x\r\nContent-Disposition: form-data; name="applicantName"\r\n\r\nSlow Upload\r\n--x\r\n'); // and nothing more
      stalled.push(req);
    }
    await new Promise((r) => setTimeout(r, 500)); // the server has them all by now
    const intern = await registerIntern(baseURL!, 'Bitupan Kalita');
    expect(intern.applicationId).toMatch(/^INT-\d{4}-\d{5,}$/);
    // Through while every stalled upload still waits: the registration did not queue behind them until the
    // server cut them (its idle timeout), however slow the machine.
    expect(cut).toBe(0);
  } finally {
    for (const req of stalled) req.destroy();
  }
});
