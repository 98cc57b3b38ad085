// A route handler's database outage (apiRoute: 503, code `unavailable`, Retry-After) answers its message in the
// caller's language like every other refusal (docs/decisions/020); it used to go out in English on /as and /hi.
import { describe, expect, it, vi } from 'vitest';
import { apiRoute } from '@/lib/http/api-route';
import { UNAVAILABLE_MESSAGE } from '@/lib/http/outage';
import { catalogueFor } from '@/lib/i18n/catalogues';
import { translate } from '@/lib/i18n/translate';
import { apiClient } from '../helpers/api-client';

describe('apiRoute during a database outage', () => {
  it('answers 503 unavailable with Retry-After, its message in the caller\'s language', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = apiRoute(async () => { throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }); });
    const english = await apiClient().call(down);
    expect(english.status).toBe(503);
    expect(english.headers.get('retry-after')).toBeTruthy();
    expect(english.body).toEqual({ success: false, code: 'unavailable', message: UNAVAILABLE_MESSAGE });
    for (const lang of ['as', 'hi'] as const) {
      const answer = await apiClient().call(down, { path: `/x?lang=${lang}` });
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe('unavailable');
      expect(answer.body.message).toBe(translate(catalogueFor(lang), UNAVAILABLE_MESSAGE));
      expect(answer.body.message).not.toBe(UNAVAILABLE_MESSAGE);
    }
    log.mockRestore();
  });
});
