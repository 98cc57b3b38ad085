// The audit trail's CSV export streams every matching row, page after page (more rows than one page here),
// formula-safe, in id order, and stops at the rows that existed when it started (it does not list itself).
import { describe, expect, it } from 'vitest';
import { testDb } from '../helpers/db';
import { exportAudit } from '@/lib/staff/audit-trail';
import { auditFilterFrom } from '@/app/staff/audit/filter';

const ROWS = 2_345; // more than two of the export's 1,000-row pages, and not a multiple of one

async function text(stream: ReadableStream<Uint8Array>) {
  let out = '';
  const decoder = new TextDecoder();
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) out += decoder.decode(chunk, { stream: true });
  return out + decoder.decode();
}

describe('audit trail export', () => {
  it('streams every matching row across pages, formula-safe, and not the rows added after it started', async () => {
    const db = testDb();
    const actor = `auditor-${Date.now()}@example.org`;
    const at = new Date('2026-11-20T10:00:00.000Z');
    // A made-up entity type: rows about 'intern' 1..2345 would land in other test files' interns' audit trails
    // (they run at the same time in the same database, and one of them reads its intern's trail whole).
    const entityType = 'audit-export-test';
    await db.staffAction.createMany({
      data: Array.from({ length: ROWS }, (_, i) => ({
        at, staff: actor, action: i === 1 ? '=HYPERLINK("http://evil")' : 'decide', entityType, entityId: i + 1,
        detail: i === 2 ? { reason: 'line one\nsays "no"' } : { decision: 'approved' },
      })),
    });
    const ids = (await db.staffAction.findMany({ where: { staff: actor }, select: { id: true }, orderBy: { id: 'asc' } })).map((r) => r.id);
    const stream = await exportAudit({ staff: actor }, 'admin@example.org');
    await db.staffAction.create({ data: { staff: actor, action: 'later', entityType, entityId: 0, detail: {} } });
    const csv = await text(stream);

    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('id,at,staff,action,entityType,entityId,detail');
    expect(lines.at(-1)).toBe(''); // ends with a line break
    expect(lines).toHaveLength(ROWS + 2);
    // Times in India's (10:00 UTC is 15:30 IST), as staff read them (issue 34).
    expect(lines[1]).toBe(`${ids[0]},2026-11-20 15:30:00,${actor},decide,audit-export-test,1,"{""decision"":""approved""}"`);
    expect(lines[2]).toBe(`${ids[1]},2026-11-20 15:30:00,${actor},"'=HYPERLINK(""http://evil"")",audit-export-test,2,"{""decision"":""approved""}"`);
    expect(lines[3]).toBe(`${ids[2]},2026-11-20 15:30:00,${actor},decide,audit-export-test,3,"{""reason"":""line one\\nsays \\""no\\""""}"`);
    expect(lines[ROWS]).toBe(`${ids[ROWS - 1]},2026-11-20 15:30:00,${actor},decide,audit-export-test,${ROWS},"{""decision"":""approved""}"`);
    expect(csv).not.toContain(',later,');

    const exported = await db.staffAction.findFirstOrThrow({ where: { staff: 'admin@example.org', action: 'export', entityType: 'audit' }, orderBy: { id: 'desc' } });
    expect(exported.detail).toEqual({ streamed: true, upTo: expect.any(Number), staff: actor, rows: ROWS, complete: true }); // with its filter (review 2, L2)
  });
});

describe('audit trail export from a query string (review of issue 39, C11)', () => {
  it('a NUL in ?staff= or ?action= is dropped, as on the audit page, not handed to PostgreSQL (a 500)', async () => {
    const query = new URLSearchParams('staff=%00&action=a%00b');
    const filter = auditFilterFrom(Object.fromEntries(query));
    expect(filter).toEqual({ staff: undefined, action: 'ab', show: 'changes', from: undefined, to: undefined, before: undefined });
    await text(await exportAudit(filter, 'admin@example.org'));
  });
});
