// The handler behind POST /api/v1/create-intern and /create-member: rate limit per client, check the
// multipart body, register, and start the new applicant's session. `answer` is the route's wire shape.
// Only successful registrations count against the address (lib/limits.ts: a college lab registers a
// hundred students from one address, and a typo must not cost one of them their place); every request
// counts against a much higher flood ceiling. A member's registration also counts against the referral
// code, so one intern's code cannot sign up an unbounded crowd.
import { metrics } from '@/lib/platform/metrics';
import 'server-only';
import os from 'node:os';
import { apiRoute } from './api-route';
import { consume } from '../platform/rate-limit';
import { countingSuccesses, limiterFor } from '../platform/limiter-for';
import { LIMITS } from '@/lib/limits';
import { checkRegistration } from '@/lib/registration/check-registration';
import { registerApplicant } from '@/lib/registration/register';
import { requestLocale } from '@/lib/i18n/api-language';
import { normaliseReferralCode } from '@/lib/people/referrals';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import { MAX_UPLOAD_BYTES } from '@/lib/kernel/field-rules';
import { takeTurns } from '@/lib/kernel/take-turns';
import { tooManyRequests } from '@/lib/kernel/domain-errors';

const attempts = limiterFor(LIMITS.registrationAttemptsPerAddress);
const registrations = limiterFor(LIMITS.registrationsPerAddress);
const perCode = limiterFor(LIMITS.membersPerReferralCode);
// A few registrations at a time, the rest in line (lib/kernel/take-turns.ts): one per core plus one, so
// while one waits for its hash on a worker thread another has the request thread. Ten at once otherwise all
// finish late and in random order; this way each waits only for those ahead of it (README, Performance). The
// attempt is counted before the body is read, and the body is read before taking a turn, so a slow upload
// holds no place; at most 64 wait, each holding its body (up to 4 MB), and past that a registration is asked
// to come back in a minute. How many bodies are read at once is bounded by the serving process (app-server.ts).
export const BUSY_MESSAGE = 'Many people are registering right now. Please try again in a minute.';
const inTurn = takeTurns({ atOnce: os.availableParallelism() + 1, maxWaiting: 64, full: () => tooManyRequests(60, BUSY_MESSAGE, 'busy') });

export function registrationRoute(kind: ApplicantKind, answer: (id: number) => Record<string, unknown>) {
  return apiRoute(
    async ({ req, formData, session, setSession, ip }) => {
      await consume(attempts, ip);
      const form = await formData();
      const { id } = await inTurn(() => countingSuccesses(registrations, ip, async () => {
        const checked = await checkRegistration(kind, form);
        const language = requestLocale(req); // the form's page language: the applicant's mail is written in it
        if (kind === 'intern') return registerApplicant(kind, checked, language);
        return countingSuccesses(perCode, normaliseReferralCode(checked.referralCode ?? ''), () => registerApplicant(kind, checked, language));
      }));
      metrics().registrations.inc({ kind });
      setSession({ ...session, user: { type: kind, id } });
      return answer(id);
    },
    // Two documents of up to 2 MB each plus the text fields; a little over, so an oversized file still
    // reaches the field check and gets its own message.
    // The body is parsed as it arrives (lib/http/read-multipart.ts): the two documents, and no more text fields
    // than the form has with room to spare, each no longer than a field can be.
    {
      maxBodyBytes: 2 * MAX_UPLOAD_BYTES + 256 * 1024,
      multipart: { files: { aadhar: MAX_UPLOAD_BYTES, passport: MAX_UPLOAD_BYTES }, maxFields: 40, maxFieldBytes: 8 * 1024 },
    },
  );
}
