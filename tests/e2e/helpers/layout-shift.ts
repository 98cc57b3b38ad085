import type { Page } from '@playwright/test';

/**
 * The page's layout shifts so far (what CLS adds up, without the session windows: an upper bound). The observer is
 * called only when there are entries (buffered ones come at once): a page that never shifted calls it never, so
 * after a second with no call the answer is 0 (it hung before).
 */
export const shifted = (page: Page) => page.evaluate(() => new Promise<number>((done) => {
  new PerformanceObserver((list) =>
    done(list.getEntries().reduce((sum, e) => sum + ((e as PerformanceEntry & { hadRecentInput: boolean; value: number }).hadRecentInput ? 0 : (e as PerformanceEntry & { value: number }).value), 0)),
  ).observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => done(0), 1000);
}).then((n) => n, () => 0));
