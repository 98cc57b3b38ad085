// POST /api/v1/events/cancel {token}: cancels the place a mail's cancel link names (lib/events/cancel-link.ts);
// a freed seat goes to the first person on the waitlist in the same transaction. Two callers: a script (JSON,
// answered 200 {status:'cancelled'}) and the confirmation page's button without scripts (form-urlencoded,
// answered with a 303 back to that page, which then shows the cancelled place or the refusal by name).
import { apiRoute } from '@/lib/http/api-route';
import { DomainError } from '@/lib/kernel/domain-errors';
import { consume } from '@/lib/platform/rate-limit';
import { limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS } from '@/lib/limits';
import { localePath, toLocale } from '@/lib/i18n/locales';
import { cancelRegistration } from '@/lib/events/cancel-registration';
import { cancelPagePath, cancelRefusalReason } from '@/lib/events/cancel-page';
import { isPlainFormPost, seeOther } from '@/lib/accounts/login-without-scripts';

const cancels = limiterFor(LIMITS.eventCancelsPerAddress);

export const POST = apiRoute(async ({ req, json, urlEncoded, ip }) => {
  if (!isPlainFormPost(req)) {
    await consume(cancels, ip);
    const body = (await json()) as { token?: unknown } | null;
    await cancelRegistration(typeof body?.token === 'string' ? body.token : '');
    return { status: 'cancelled' };
  }
  const form = await urlEncoded();
  const token = form.get('token') ?? '';
  const page = localePath(toLocale(form.get('lang')), cancelPagePath(token));
  try {
    await consume(cancels, ip);
    await cancelRegistration(token);
    return seeOther(`${page}?done=1`);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error; // a fault of ours: the usual 500
    return seeOther(`${page}?refused=${cancelRefusalReason(error)}`);
  }
});
