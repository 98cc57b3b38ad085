// Who may read the operational numbers (/api/metrics, and /api/ready's details): the holder of METRICS_TOKEN,
// sent as "Authorization: Bearer <token>". Without METRICS_TOKEN nobody may.
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/platform/env';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** 'none': no token is configured; 'refused': a wrong or missing token; 'granted'. */
export function metricsAccess(req: Request): 'none' | 'refused' | 'granted' {
  const token = env.METRICS_TOKEN;
  if (!token) return 'none';
  const sent = /^Bearer (.+)$/.exec(req.headers.get('authorization') ?? '')?.[1] ?? '';
  // Compared as digests, in constant time: the answer's timing says nothing about the token.
  return timingSafeEqual(digest(sent), digest(token)) ? 'granted' : 'refused';
}
