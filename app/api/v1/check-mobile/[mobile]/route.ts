// GET /api/v1/check-mobile/{mobile}: whether an intern already uses this number. Rate-limited,
// because it tells whether a number is registered.
import { apiRoute } from '@/lib/http/api-route';
import { invalid } from '@/lib/kernel/domain-errors';
import { consume } from '@/lib/platform/rate-limit';
import { limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS } from '@/lib/limits';
import { db } from '@/lib/platform/db/client';
import { isValidMobile } from '@/lib/kernel/field-rules';

const lookups = limiterFor(LIMITS.mobileChecksPerAddress);

export const GET = apiRoute<{ mobile: string }>(async ({ params, ip }) => {
  if (!isValidMobile(params.mobile)) throw invalid('Invalid mobile number.');
  await consume(lookups, ip);
  const found = await db.applicant.findUnique({ where: { kind_mobileNo: { kind: 'intern', mobileNo: params.mobile } }, select: { id: true } });
  return Response.json({ success: true, data: { exists: Boolean(found) } }, { headers: { 'Cache-Control': 'no-store' } });
});
