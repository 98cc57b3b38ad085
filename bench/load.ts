// A small closed-loop HTTP load generator: `connections` keep-alive connections each send the next request as
// soon as the last answer arrived, for `seconds`. Enough to compare two servers on the same machine in the
// same run; absolute numbers depend on the machine (the generator shares its cores with the servers).
import http from 'node:http';

export type LoadResult = { requests: number; perSecond: number; p50: number; p99: number; errors: number; bytes: number };

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

function get(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => { bytes += c.length; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export async function load(target: string, o: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const url = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const until = started + o.seconds * 1000;
  await Promise.all(Array.from({ length: o.connections }, async () => {
    while (performance.now() < until) {
      const t = performance.now();
      try {
        const res = await get(agent, url, { 'accept-encoding': 'gzip', ...o.headers });
        if (res.status !== 200) errors++;
        bytes = res.bytes;
      } catch { errors++; }
      latencies.push(performance.now() - t);
    }
  }));
  const wall = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, perSecond: latencies.length / wall, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors, bytes };
}

/** Sequential GETs until `stop()` resolves: the latency a lone visitor sees while something else loads the server. */
export async function probe(target: string, stop: Promise<unknown>): Promise<{ p50: number; p99: number; max: number; count: number; errors: number }> {
  const url = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let done = false;
  void stop.finally(() => { done = true; });
  const latencies: number[] = [];
  let errors = 0;
  while (!done) {
    const t = performance.now();
    try { if ((await get(agent, url, { 'accept-encoding': 'gzip' })).status !== 200) errors++; } catch { errors++; }
    latencies.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 20)); // a visitor, not a flood
  }
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? NaN, count: latencies.length, errors };
}
