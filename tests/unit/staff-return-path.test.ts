// Where signing in may send someone afterwards (?next=): a console page, nothing else.
import { describe, expect, it } from 'vitest';
import { refererPath, safeReturn, signInPath } from '@/lib/staff/return-path';

describe('safeReturn', () => {
  it.each(['/staff', '/staff/queue/interns/12', '/staff/queue/interns?status=all&q=Priya', '/staff/inbox/contact/3', '/staff/queue/interns/12#erase'])('keeps %s', (p) => {
    expect(safeReturn(p)).toBe(p);
  });
  it.each([
    '//evil.example', '//evil.example/staff', 'https://evil.example/staff', '/api/v1/get-intern-by-id/1', '/staffX', '/staff/../api',
    '/staff/%2e%2e/api', '/staff/%2F%2Fevil', '/staff\\evil', '/\\evil.example', '/staff//evil.example', '/staff/login', '/staff/login?next=/staff',
    '/staff/reauth', 'javascript:alert(1)', '', '/staff/queue/interns?q=<script>', 'x'.repeat(600), undefined, ['/staff/team'],
  ])('refuses %j', (p) => {
    expect(safeReturn(p)).toBe('/staff');
  });
  it('builds the sign-in link, and reads a same-host Referer only', () => {
    expect(signInPath('/staff/queue/interns/12')).toBe('/staff/login?next=%2Fstaff%2Fqueue%2Finterns%2F12');
    expect(signInPath('//evil.example')).toBe('/staff/login');
    expect(refererPath('http://127.0.0.1:3100/staff/queue/interns/5', ['127.0.0.1:3100'])).toBe('/staff/queue/interns/5');
    expect(refererPath('https://evil.example/staff/team', ['127.0.0.1:3100'])).toBeUndefined();
    expect(refererPath('http://127.0.0.1:3100/api/v1/x', ['127.0.0.1:3100'])).toBe('/staff');
    expect(refererPath(null, ['127.0.0.1:3100'])).toBeUndefined();
  });
});
