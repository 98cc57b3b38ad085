// POST /api/internal/revalidate: this instance's publication listener (lib/publishing/listener.ts) asks its own
// server to revalidate the pages a publish named (revalidatePath works only inside a request). Answered only to
// the key the process holds (lib/publishing/revalidate-self.ts); anyone else gets the 404 of an unknown address.
import { revalidatePath } from 'next/cache';
import { z } from '@/lib/kernel/zod';
import { apiRoute } from '@/lib/http/api-route';
import { NO_STORE } from '@/lib/http/cache';
import { NotFoundError } from '@/lib/kernel/domain-errors';
import { isPublishablePath } from '@/lib/publishing/paths';
import { isSelfKey, REVALIDATE_BATCH, SELF_KEY_HEADER } from '@/lib/publishing/revalidate-self';

export const dynamic = 'force-dynamic';

const Body = z.object({ paths: z.array(z.string().refine(isPublishablePath)).max(REVALIDATE_BATCH) });

export const POST = apiRoute(async ({ req, json }) => {
  if (!isSelfKey(req.headers.get(SELF_KEY_HEADER))) throw new NotFoundError();
  const { paths } = Body.parse(await json());
  for (const path of paths) revalidatePath(path);
  return Response.json({ success: true, revalidated: paths.length }, { headers: NO_STORE });
}, { maxBodyBytes: 64 * 1024 });
