// The registration form posted without scripts (app/[locale]/(site)/events/[slug]/register/route.ts) on a shared
// computer (review of issue 36): its answer reaches the result page in a cookie that lives a minute, and the answer
// that shows the result clears it, so the next person at that computer opening the page sees nothing of the first.
// The real serving process (lib/http/app-server.ts) in front of the real route; the result page stands in for Next's
// render of ./registered/page.tsx, reading the cookie with the same readOutcome.
import { beforeAll, describe, expect, it } from 'vitest';
import { freshIPv4, serveRoutes, type Answer } from '../helpers/http-server';
import { eventInput, registrant } from '../factories/event';
import { POST as formRoute } from '@/app/[locale]/(site)/events/[slug]/register/route';
import { readOutcome } from '@/app/[locale]/(site)/events/[slug]/registration-outcome';
import { OUTCOME_COOKIE } from '@/lib/events/registration-outcome-cookie';
import { createEvent } from '@/lib/events/manage-events';

let server: Awaited<ReturnType<typeof serveRoutes>>;
const slugOf = (path: string) => /^(?:\/(?:as|hi))?\/events\/([^/]+)\//.exec(path)?.[1] ?? '';

beforeAll(async () => {
  const resultPage = async (req: Request) => {
    const cookie = /(?:^|;\s*)nyf_event_registration=([^;]*)/.exec(req.headers.get('cookie') ?? '')?.[1];
    const o = readOutcome(cookie, slugOf(new URL(req.url).pathname));
    return new Response(o?.status === 'registered' ? `Your ticket: ${o.ticket_code}` : 'There is no registration to show here.', { headers: { 'content-type': 'text/html' } });
  };
  server = await serveRoutes({
    '/events': async (req: Request) => {
      const path = new URL(req.url).pathname;
      return path.endsWith('/register') ? formRoute(req, { params: Promise.resolve({ locale: 'en', slug: slugOf(path) }) }) : resultPage(req);
    },
  });
});

/** A browser's cookie jar, as far as this cookie goes: Set-Cookie with Max-Age=0 removes it. */
function jar() {
  let value = '';
  return {
    take(a: Answer) {
      for (const c of a.headers['set-cookie'] ?? []) {
        const [pair] = c.split(';');
        if (!pair!.startsWith(`${OUTCOME_COOKIE}=`)) continue;
        value = /max-age=0(?:;|$)/i.test(c) ? '' : pair!;
      }
    },
    get header() { return value; },
  };
}

describe('the registration result without scripts, on a shared computer', () => {
  it('is shown once: the cookie lives a minute, the page that shows it clears it, and the next person sees nothing', async () => {
    const slug = (await createEvent(eventInput({ capacity: 5 }), 'staff@test.example', { publish: true })).slug;
    const who = registrant();
    const browser = jar();
    const origin = `http://127.0.0.1:${server.port}`;
    const posted = await server.send({
      path: `/events/${slug}/register`, ip: freshIPv4(), headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams({ name: who.name, email: who.email, mobile: who.mobile, consent: 'on' }).toString(),
    });
    expect([posted.status, posted.headers.location]).toEqual([303, `/events/${slug}/registered`]);
    expect(posted.headers['set-cookie']).toEqual([expect.stringMatching(new RegExp(`^${OUTCOME_COOKIE}=[\\w-]+; Path=/; HttpOnly; SameSite=Lax; Max-Age=60$`))]);
    browser.take(posted);

    // The person who registered sees their ticket code; the same answer clears the cookie.
    const shown = await server.send({ path: `/events/${slug}/registered`, headers: { cookie: browser.header } });
    expect(shown.text).toMatch(/^Your ticket: [2-9A-Z]{3}-[2-9A-Z]{3}-[2-9A-Z]{3}$/);
    expect(shown.headers['set-cookie']).toEqual([`${OUTCOME_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`]);
    browser.take(shown);
    expect(browser.header).toBe('');

    // The next person at that computer opens the page from the history: nothing of the first.
    const later = await server.send({ path: `/events/${slug}/registered`, headers: browser.header ? { cookie: browser.header } : {} });
    expect(later.text).toBe('There is no registration to show here.');
    expect(later.text).not.toContain(shown.text.slice('Your ticket: '.length));
    // Also in another language's address; other pages leave the cookie alone.
    for (const path of [`/as/events/${slug}/registered`, `/hi/events/${slug}/registered/`]) expect((await server.send({ path })).headers['set-cookie'], path).toHaveLength(1);
    expect((await server.send({ path: `/events/${slug}` })).headers['set-cookie']).toBeUndefined();
  });
});
