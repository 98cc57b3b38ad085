import http from 'node:http';
const [port, n] = process.argv.slice(2).map(Number);
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
const get = () => new Promise((resolve, reject) => http.get({ host: '127.0.0.1', port, path: '/about', agent, headers: { 'accept-encoding': 'gzip' } }, (res) => { res.resume(); res.on('end', resolve); }).on('error', reject));
async function run(count) { let left = count; await Promise.all(Array.from({ length: 8 }, async () => { while (left-- > 0) await get(); })); }
await run(2000);
process.send('warm');
process.once('message', async () => { await run(n); process.send('done'); });
