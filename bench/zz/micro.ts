// temp: CPU per request of the front server variants (not committed)
import http from 'node:http';
import { fork } from 'node:child_process';
import { createAppServer as mine, listen } from '../../lib/http/app-server';
const main = (await import(process.env.MAIN_APP_SERVER!)).createAppServer as typeof mine;
const body = Buffer.alloc(28_000, 'a');
const handler = (_req: http.IncomingMessage, res: http.ServerResponse) => { res.setHeader('content-type', 'text/html'); res.setHeader('content-length', body.length); res.end(body); };
const variants: Record<string, () => http.Server> = {
  bare: () => http.createServer(handler),
  main: () => main(handler, 'loopback'),
  mine: () => mine(handler, 'loopback'),
};
const N = Number(process.env.N ?? 20000);
const results: Record<string, number[]> = {};
for (let round = 0; round < 3; round++) {
  for (const [name, make] of Object.entries(variants)) {
    const server = make();
    const { port } = await listen(server, 0, '127.0.0.1');
    const child = fork(new URL('./client.mjs', import.meta.url).pathname, [String(port), String(N)]);
    await new Promise((r) => child.once('message', r)); // warm-up done
    const cpu = process.cpuUsage();
    child.send('go');
    await new Promise((r) => child.once('message', r));
    const used = process.cpuUsage(cpu);
    (results[name] ??= []).push((used.user + used.system) / N);
    child.kill();
    server.closeAllConnections(); await new Promise((r) => server.close(r));
  }
}
for (const [name, r] of Object.entries(results)) console.log(name, r.map((x) => x.toFixed(1)).join(' '), 'µs CPU/request, median', [...r].sort((a, b) => a - b)[1].toFixed(1));
process.exit(0);
