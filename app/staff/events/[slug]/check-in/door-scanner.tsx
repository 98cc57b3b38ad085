'use client';
// The door page's working part (docs/decisions/026). It keeps the event's tickets on the device, judges each scan
// there at once (so it works with the network gone), queues the admission in IndexedDB, and syncs the queue
// whenever the network is there (at once, on the `online` event, and every few seconds while anything waits). The
// server's answer at sync replaces the device's: a ticket another device admitted earlier is reported here.
import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '@/lib/client/api-client';
import { doorState, istClock, sentenceFor, type ScanVerdict } from '@/lib/events/check-in/door';
import type { DoorList } from '@/lib/events/check-in/door-list-shape';
import { admitted, judgeOnDevice } from '@/lib/events/check-in/judge-on-device';
import { readOnDevice } from '@/lib/events/check-in/read-on-device';
import { deviceId, dequeue, enqueue, loadList, queued, saveList } from '@/lib/events/check-in/device-store';
import { startCamera } from './camera';

const RETRY_MS = 5_000;

type SyncAnswer = {
  results: { ticket_code: string; outcome: ScanVerdict['outcome']; name: string | null; first_scanned_at: string | null; first_scanned_by: string | null }[];
  registered: number;
  checked_in: number;
};

export function DoorScanner({ initial, staff }: { initial: DoorList; staff: string }) {
  const [list, setList] = useState(initial);
  const [verdict, setVerdict] = useState<{ text: string; good: boolean } | null>(null);
  const [waiting, setWaiting] = useState(0);
  const [online, setOnline] = useState(true);
  const [reported, setReported] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [camera, setCamera] = useState<'off' | 'starting' | 'on' | 'refused'>('off');
  const [code, setCode] = useState('');
  /** The list is on the device and scans can be taken (scripts ran, IndexedDB opened). */
  const [ready, setReady] = useState(false);
  const listRef = useRef(list);
  const syncing = useRef(false);
  const stopCamera = useRef<(() => void) | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const slug = initial.event.slug;
  const path = `/staff/events/${encodeURIComponent(slug)}/check-ins`;

  const keep = useCallback((next: DoorList) => { listRef.current = next; setList(next); void saveList(next); }, []);

  const sync = useCallback(async () => {
    if (syncing.current) return;
    syncing.current = true;
    try {
      const batch = await queued(slug);
      setWaiting(batch.length);
      if (batch.length > 0) {
        const answer = await callApi<SyncAnswer>(path, { json: { scans: batch.map(({ ticket_code, scanned_at, device_id }) => ({ ticket_code, scanned_at, device_id })) } });
        if (!answer.ok) {
          setOnline(answer.status !== 0);
          if (answer.status === 401) setProblem(`Your staff session has ended. Sign in again in a new tab (${location.origin}/staff/login), then come back: the scans waiting here will sync.`);
          else if (answer.status !== 0) setProblem(answer.message ?? 'The server refused these scans; they are kept on this device.');
          return;
        }
        setOnline(true);
        setProblem(null);
        await dequeue(batch.map((s) => s.id!));
        const late = answer.body.results.filter((r) => r.outcome !== 'checked_in');
        if (late.length) {
          setReported((old) => [...late.map((r) => `${r.ticket_code}${r.name ? ` (${r.name})` : ''}: ${sentenceFor({ outcome: r.outcome, firstScannedAt: r.first_scanned_at ?? undefined, firstScannedBy: r.first_scanned_by ?? undefined })}`), ...old]);
        }
      }
      // The whole list again: what other devices admitted, and the counter as the server counts it.
      const fresh = await callApi<DoorList & { success: boolean }>(path, { cache: 'no-store' });
      if (fresh.ok) {
        setOnline(true);
        const { event, tickets, registered, checkedIn, fetchedAt, keys } = fresh.body;
        keep({ event, tickets, registered, checkedIn, fetchedAt, keys });
      } else if (fresh.status === 0) setOnline(false);
      setWaiting((await queued(slug)).length);
    } finally {
      syncing.current = false;
    }
  }, [keep, path, slug]);

  useEffect(() => {
    void (async () => {
      // A list kept from an earlier visit is replaced by the server's; scans still queued are applied on top.
      const kept = await loadList(slug);
      let next = initial.fetchedAt >= (kept?.fetchedAt ?? '') ? initial : kept!;
      for (const s of await queued(slug)) next = admitted(next, s.ticket_code, new Date(s.scanned_at), 'this device');
      keep(next);
      setReady(true);
      await sync();
    })();
    const onOnline = () => { setOnline(true); void sync(); };
    const onOffline = () => setOnline(false);
    addEventListener('online', onOnline);
    addEventListener('offline', onOffline);
    const timer = setInterval(() => { if (navigator.onLine) void sync(); }, RETRY_MS);
    return () => { removeEventListener('online', onOnline); removeEventListener('offline', onOffline); clearInterval(timer); stopCamera.current?.(); };
  }, [initial, keep, slug, sync]);

  const scan = useCallback(async (text: string) => {
    const at = new Date();
    const ticket = await readOnDevice(text, listRef.current.keys);
    const v = judgeOnDevice(listRef.current, ticket, at);
    setVerdict({ text: sentenceFor(v), good: v.outcome === 'checked_in' });
    if (v.outcome !== 'checked_in' || !ticket) return;
    keep(admitted(listRef.current, ticket.ticketCode, at, staff));
    await enqueue({ slug, ticket_code: text.trim(), scanned_at: at.toISOString(), device_id: await deviceId() });
    setWaiting((n) => n + 1);
    if (navigator.onLine) void sync();
  }, [keep, slug, staff, sync]);

  async function toggleCamera() {
    if (stopCamera.current) { stopCamera.current(); stopCamera.current = null; setCamera('off'); return; }
    setCamera('starting');
    try {
      stopCamera.current = await startCamera(videoRef.current!, (text) => void scan(text));
      setCamera('on');
    } catch {
      setCamera('refused');
    }
  }

  const door = doorState({ opensAt: new Date(list.event.opensAt), closesAt: new Date(list.event.closesAt) }, new Date());
  return (
    <>
      <p className="mt-2 text-slate-700">
        Check-in is open from {istClock(list.event.opensAt)} to {istClock(list.event.closesAt)} (India time).{' '}
        <strong>{door === 'open' ? 'The door is open.' : door === 'not_yet' ? `The door opens at ${istClock(list.event.opensAt)}.` : 'The door has closed.'}</strong>
      </p>
      <p className="mt-4 text-3xl font-bold" data-testid="counter">Checked in: {list.checkedIn} / {list.registered}</p>
      <p role="status" aria-live="assertive" data-testid="verdict"
        className={`mt-4 min-h-16 rounded-md border-2 p-4 text-2xl font-bold ${verdict ? (verdict.good ? 'border-green-700 bg-green-50 text-green-900' : 'border-red-700 bg-red-50 text-red-900') : 'border-slate-300 bg-white text-slate-600'}`}>
        {verdict?.text ?? 'Scan a ticket or type its code.'}
      </p>
      <p className="mt-2 text-sm" data-testid="sync-state" data-ready={ready ? 'yes' : 'no'}>
        {!ready ? 'Getting the ticket list ready on this device…' : `${online ? 'Online' : 'Offline: scans are kept on this device'} · ${waiting === 0 ? 'everything is synced' : `${waiting} waiting to sync`}`}
      </p>
      {problem && <p role="alert" className="mt-2 rounded-md border border-amber-500 bg-amber-50 p-3 text-sm">{problem}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={() => void toggleCamera()} className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white">
          {camera === 'on' ? 'Stop the camera' : 'Scan with the camera'}
        </button>
        {camera === 'starting' && <span className="self-center">Starting the camera…</span>}
        {camera === 'refused' && <span className="self-center text-red-800">The camera could not start: type the code instead.</span>}
      </div>
      <video ref={videoRef} muted playsInline className={camera === 'on' ? 'mt-3 w-full max-w-md rounded-md' : 'hidden'} aria-label="Camera" />
      <form className="mt-6 flex flex-wrap items-end gap-3" onSubmit={(e) => { e.preventDefault(); if (code.trim()) { void scan(code); setCode(''); } }}>
        <label className="grid gap-1 font-semibold" htmlFor="ticket-code">Ticket code
          <input id="ticket-code" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" autoCapitalize="characters"
            className="min-h-11 rounded-md border border-slate-500 px-3 font-mono text-lg uppercase" />
        </label>
        <button type="submit" className="min-h-11 rounded-md border border-slate-500 px-4 font-semibold">Check in</button>
      </form>
      {reported.length > 0 && (
        <section className="mt-8" aria-labelledby="reported">
          <h2 id="reported" className="text-xl font-bold">Reported when this device synced</h2>
          <ul className="mt-2 list-disc pl-6" data-testid="reported">{reported.map((r, i) => <li key={i}>{r}</li>)}</ul>
        </section>
      )}
    </>
  );
}
