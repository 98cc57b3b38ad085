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
    ['nothing', ''],
    ['something huge', `/${'a'.repeat(600)}`],
  ])('refuses %s', (_what, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('builds login links that come back, and plain /login for anything else', () => {
    expect(loginHref('/member-acknowledgement/12')).toBe('/login?next=%2Fmember-acknowledgement%2F12');
    expect(loginHref('//evil.example')).toBe('/login');
  });
});
