// The e2e server's METRICS_TOKEN (scripts/e2e-server.ts) and a scrape of /api/metrics with it.
import type { APIRequestContext } from '@playwright/test';

export const E2E_METRICS_TOKEN = 'e2e-metrics-token-that-is-long-enough-0123456789';
export const bearer = { authorization: `Bearer ${E2E_METRICS_TOKEN}` };

/** The route labels of http_requests_total, as /api/metrics lists them. */
export async function routeLabels(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/metrics', { headers: bearer });
  if (res.status() !== 200) throw new Error(`/api/metrics answered ${res.status()}`);
  return [...new Set([...(await res.text()).matchAll(/^http_requests_total\{[^}]*route="([^"]*)"/gm)].map((m) => m[1]!))];
}
