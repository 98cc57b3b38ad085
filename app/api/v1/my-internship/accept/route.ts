// POST /api/v1/my-internship/accept: the intern accepts their offer (JSON, or a plain form: ../respond.ts).
import { apiRoute } from '@/lib/http/api-route';
import { accept } from '@/lib/internships/intern-steps';
import { DONE_MESSAGES } from '@/lib/internships/form-outcome';
import { internOf, respond } from '../respond';

export const POST = apiRoute(async ({ req, session }) => {
  const applicantId = internOf(session);
  return respond(req, applicantId, 'accepted', async () => {
    const { letterDeadline } = await accept(applicantId);
    return { message: DONE_MESSAGES.accepted, deadline: letterDeadline.toISOString() };
  });
});
