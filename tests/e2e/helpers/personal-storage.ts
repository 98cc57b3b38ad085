// What a page left in localStorage about the person, leaving out the marks that say this browser has the site's
// fonts cached (lib/i18n/web-fonts.ts 'web-fonts:…', lib/i18n/script-fonts.ts 'script-font:…'): they name no one,
// and a page may set them again after its largest paint at any moment, a logout's page too.
import type { Page } from '@playwright/test';

const FONT_MARKS = ['web-fonts:', 'script-font:'];

export const personalStorage = (page: Page) => page.evaluate((marks) => Object.fromEntries(
  Object.entries(localStorage).filter(([k]) => !marks.some((m) => k.startsWith(m))),
), FONT_MARKS);
