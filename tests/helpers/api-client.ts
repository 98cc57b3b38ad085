// Calls route handlers in-process, as a browser would over HTTP: a same-origin request with the
// cookies this client has been given. Each client is one "browser" with its own session.
type Handler = (req: Request, route: { params: Promise<never> }) => Promise<Response>;

type CallOptions = {
  method?: string;
  path?: string;
  params?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  body?: BodyInit;
  headers?: Record<string, string>;
  ip?: string;
};

export type ApiAnswer = { status: number; body: Record<string, unknown> & { success?: boolean; message?: string }; headers: Headers; raw: Response };

const ORIGIN = 'http://localhost:3000';
let ipCounter = 1;

export function apiClient(options: { ip?: string } = {}) {
  const cookies = new Map<string, string>();
  // A different address per client, so rate limits of one test do not reach another.
  const ip = options.ip ?? `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
  return {
    ip,
    cookies,
    async call(handler: Handler, o: CallOptions = {}): Promise<ApiAnswer> {
      const method = o.method ?? (o.json !== undefined || o.form || o.body ? 'POST' : 'GET');
      const headers: Record<string, string> = { 'x-forwarded-for': o.ip ?? ip, host: 'localhost:3000', ...o.headers };
      if (method !== 'GET') headers.origin ??= ORIGIN;
      if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      let body: BodyInit | undefined = o.body;
      if (o.json !== undefined) { body = JSON.stringify(o.json); headers['content-type'] = 'application/json'; }
      if (o.form) {
        // Serialise like a browser does, so the handler sees a real multipart body with a length.
        const encoded = new Response(o.form);
        headers['content-type'] = encoded.headers.get('content-type')!;
        body = new Uint8Array(await encoded.arrayBuffer());
        headers['content-length'] = String(body.byteLength);
      }
      const req = new Request(`${ORIGIN}${o.path ?? '/api/v1/test'}`, { method, headers, body });
      const raw = await handler(req, { params: Promise.resolve(o.params ?? {}) as Promise<never> });
      for (const c of raw.headers.getSetCookie()) {
        const [pair, ...attrs] = c.split(';');
        const [name, ...v] = pair.split('=');
        if (attrs.some((a) => a.trim().toLowerCase() === 'max-age=0')) cookies.delete(name.trim());
        else cookies.set(name.trim(), v.join('='));
      }
      const text = await raw.clone().text();
      let parsed: ApiAnswer['body'] = {};
      try { parsed = JSON.parse(text); } catch { /* not JSON (a document) */ }
      return { status: raw.status, body: parsed, headers: raw.headers, raw };
    },
  };
}
