// ?next= after login: followed only for a path on this site. Each refused value is a known way to turn
// a login link into a redirect to someone else's site.
import { describe, expect, it } from 'vitest';
import { loginHref, safeNextPath } from '@/lib/accounts/next-path';

describe('safeNextPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeNextPath('/member-acknowledgement/12')).toBe('/member-acknowledgement/12');
    expect(safeNextPath('/user-profile?type=member&id=3#education')).toBe('/user-profile?type=member&id=3#education');
    expect(safeNextPath('/internship-acknowledgement')).toBe('/internship-acknowledgement');
  });

  it.each([
    ['another site', 'https://evil.example/card'],
    ['a protocol-relative URL', '//evil.example/card'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['a newline browsers drop', '/\n/evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,hi'],
    ['a relative path', 'user-profile'],
    ['the login page itself (a loop)', '/login?next=/login'],
    ['the login failure page (logged in, then told it failed)', '/login/failed?reason=failed'],
    ['an API answer', '/api/v1/logout'],
    ['the Assamese login page (a loop)', '/as/login?next=/as/login'],
    ['the Hindi login failure page', '/hi/login/failed?reason=failed'],
    ['nothing', ''],
    ['something huge', `/${'a'.repeat(600)}`],
  ])('refuses %s', (_what, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('builds login links that come back, and plain /login for anything else', () => {
    expect(loginHref('/member-acknowledgement/12')).toBe('/login?next=%2Fmember-acknowledgement%2F12');
    expect(loginHref('//evil.example')).toBe('/login');
  });

  it('keeps the language: the Assamese login page, and back to the Assamese page', () => {
    expect(loginHref('/internship-acknowledgement', 'as')).toBe('/as/login?next=%2Fas%2Finternship-acknowledgement');
    expect(loginHref('/user-profile/me', 'hi')).toBe('/hi/login?next=%2Fhi%2Fuser-profile%2Fme');
    expect(loginHref('//evil.example', 'as')).toBe('/as/login');
    expect(safeNextPath('/as/member-acknowledgement/12')).toBe('/as/member-acknowledgement/12');
  });

  // Issue 24: "/.//evil.example" passed the check and normalised to "//evil.example". The rule is checked on the
  // result now; here every combination of the pieces an attacker spells a path with, as the browser would follow
  // it: the answer is either refused or a path that, resolved against this site, stays on it (and says the same
  // when resolved again, so no second normalisation can turn it into another host).
  it('never returns a path that leaves the site, for tens of thousands of spellings', () => {
    const segments = ['', '.', '..', '%2e', '%2E', '%2e%2e', '.%2e', 'x/..', 'x/%2e%2e', './.', 'x', '%252e', '%00'];
    const separators = ['/', '//', '/\\', '\\', '%2f', '%2F', '%5c', '/%2f', '%2f/', '/%09/', '/\t/', '/./'];
    const hosts = ['evil.example/phish', '@evil.example:80?x#y'];
    const site = 'http://portal.example';
    let checked = 0;
    for (const a of segments) for (const s1 of separators) for (const b of segments) for (const s2 of separators) for (const host of hosts) {
      const raw = `/${a}${s1}${b}${s2}${host}`;
      const next = safeNextPath(raw);
      checked++;
      if (next === null) continue;
      const followed = new URL(next, site);
      expect(followed.origin, raw).toBe(site);
      expect(next.startsWith('/') && !next.startsWith('//') && !next.includes('\\'), raw).toBe(true);
      expect(new URL(`${followed.pathname}${followed.search}${followed.hash}`, site).origin, raw).toBe(site);
    }
    expect(checked).toBeGreaterThan(40_000);
    for (const raw of ['/.//evil.example/phish', '/x/..//evil.example', '/%2e//evil.example', '/%2E%2E//evil.example', '/./%2e//evil.example']) {
      expect(safeNextPath(raw), raw).toBeNull();
    }
  });
});
