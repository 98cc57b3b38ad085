// Reads a multipart body as it arrives (busboy) and stops at the first part a route did not ask for. Parsing
// the whole body first (`Response.formData()`) let a 2 MB body of 32,000 empty file parts hold the event loop
// for seconds before anything was checked (issue 24). Here a route names the files it expects, and the parser
// refuses: a file under any other name, a second file under one name, more than `maxFields` text fields, a
// name longer than 100 bytes, and part headers past a few lines; a field longer than `maxFieldBytes` is cut there. A file may run one byte past its
// limit, so the route's own check still reports "too large" in the field's words; the rest is not kept.
import 'server-only';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { invalid } from '@/lib/kernel/domain-errors';
import { payloadTooLarge } from './errors';

export type MultipartRules = {
  /** The file fields the route expects, each with its size limit in bytes. */
  files: Record<string, number>;
  /** Text fields allowed (a registration has about 25). */
  maxFields: number;
  maxFieldBytes: number;
};

const NOT_MULTIPART = 'The request body must be multipart form data.';
const TOO_MANY_PARTS = 'The form has more parts than it should.';

export function readMultipart(req: Request, maxBodyBytes: number, rules: MultipartRules): Promise<FormData> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!req.body || !contentType.toLowerCase().startsWith('multipart/form-data')) return Promise.reject(invalid(NOT_MULTIPART, undefined, 'not_multipart'));
  const fileNames = Object.keys(rules.files);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: {
        files: fileNames.length, fields: rules.maxFields, parts: fileNames.length + rules.maxFields,
        fieldSize: rules.maxFieldBytes, fieldNameSize: 100, headerPairs: 8,
        fileSize: Math.max(...Object.values(rules.files), 0) + 1,
      },
    });
  } catch {
    return Promise.reject(invalid(NOT_MULTIPART, undefined, 'not_multipart')); // no boundary
  }
  const source = Readable.fromWeb(req.body as import('node:stream/web').ReadableStream<Uint8Array>);
  return new Promise<FormData>((resolve, reject) => {
    const form = new FormData();
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy(); // stop reading: the rest of the body is never taken in
      parser.removeAllListeners();
      parser.on('error', () => {});
      reject(error);
    };
    let size = 0;
    source.on('data', (chunk: Buffer) => { size += chunk.length; if (size > maxBodyBytes) fail(payloadTooLarge()); });
    source.on('error', () => fail(invalid(NOT_MULTIPART, undefined, 'not_multipart')));
    parser.on('file', (name, stream, info) => {
      const max = rules.files[name];
      if (max === undefined || form.has(name)) { stream.resume(); fail(invalid(TOO_MANY_PARTS, undefined, 'too_many_parts')); return; }
      const chunks: Buffer[] = [];
      let kept = 0;
      stream.on('data', (c: Buffer) => { if (kept <= max) { chunks.push(c); kept += c.length; } });
      stream.on('end', () => { if (!settled) form.append(name, new File([new Uint8Array(Buffer.concat(chunks))], info.filename ?? 'file', { type: info.mimeType })); });
    });
    // A longer value arrives cut to maxFieldBytes, still longer than any field may be: its field check says so.
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated) fail(invalid(TOO_MANY_PARTS, undefined, 'too_many_parts'));
      else form.append(name, value);
    });
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) parser.on(limit, () => fail(invalid(TOO_MANY_PARTS, undefined, 'too_many_parts')));
    parser.on('error', () => fail(invalid(NOT_MULTIPART, undefined, 'not_multipart')));
    parser.on('close', () => { if (!settled) { settled = true; resolve(form); } });
    source.pipe(parser);
  });
}
