// Every port the test suite starts something on, in one place. None is a port of the quick start (`npm start`:
// the site on 3000, its database on 54329, MailDev on 1080/1025), so a developer can keep the site running
// while `npm test` runs (tests/unit/test-ports.test.ts). Set E2E_PORT, E2E_PG_PORT and TEST_PG_PORT to run two
// checkouts' tests side by side; the browser tests' MailDev follows E2E_PORT unless E2E_MAILDEV_* say otherwise.
import { e2eStandInPort } from '../../scripts/razorpay-stand-in';

const e2eApp = Number(process.env.E2E_PORT ?? 3100);

export const TEST_PORTS = {
  /** The production build the browser tests run against (scripts/e2e-server.ts). */
  e2eApp,
  /** Its database (also the bench's, which never runs at the same time as the browser tests). */
  e2eDatabase: Number(process.env.E2E_PG_PORT ?? 54331),
  /** Vitest's database (tests/setup/global-database.ts). */
  unitDatabase: Number(process.env.TEST_PG_PORT ?? 54330),
  /** The browser tests' MailDev: 1180/1125 next to the default E2E_PORT, and as far from it as E2E_PORT is from 3100. */
  e2eMailWeb: Number(process.env.E2E_MAILDEV_WEB_PORT ?? e2eApp - 3100 + 1180),
  e2eMailSmtp: Number(process.env.E2E_MAILDEV_SMTP_PORT ?? e2eApp - 3100 + 1125),
  /** The browser tests' Razorpay stand-in: 4190 next to the default E2E_PORT, as far from it as MailDev's. */
  e2eRazorpay: e2eStandInPort(),
} as const;
