// POST /api/v1/my-internship/decline {reason?}: the intern declines their offer (JSON, or a plain form: ../respond.ts).
import { apiRoute } from '@/lib/http/api-route';
import { decline } from '@/lib/internships/intern-steps';
import { DONE_MESSAGES } from '@/lib/internships/form-outcome';
import { fieldsOf, internOf, respond } from '../respond';

export const POST = apiRoute(async (ctx) => {
  const applicantId = internOf(ctx.session);
  return respond(ctx.req, applicantId, 'declined', async () => {
    await decline(applicantId, await fieldsOf(ctx.req, ctx));
    return { message: DONE_MESSAGES.declined };
  });
});
