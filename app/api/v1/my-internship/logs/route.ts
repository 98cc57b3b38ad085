// POST /api/v1/my-internship/logs {week_start, hours, summary}: one week's hours (JSON, or a plain form: ../respond.ts).
import { apiRoute } from '@/lib/http/api-route';
import { logWeek } from '@/lib/internships/intern-steps';
import { DONE_MESSAGES } from '@/lib/internships/form-outcome';
import { fieldsOf, internOf, respond } from '../respond';

export const POST = apiRoute(async (ctx) => {
  const applicantId = internOf(ctx.session);
  return respond(ctx.req, applicantId, 'logged', async () => {
    const { resent } = await logWeek(applicantId, await fieldsOf(ctx.req, ctx));
    return { message: DONE_MESSAGES.logged, resent };
  });
});
