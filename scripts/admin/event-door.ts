// `npm run admin -- events check-in <slug> <ticket_code>` and `events certificates <slug>`: the door and the
// attendance certificates (issue 36), through the same functions as the console (lib/events/check-in/).
import { invalid } from '@/lib/kernel/domain-errors';
import { recordCheckIns } from '@/lib/events/check-in/record-check-ins';
import { sentenceFor } from '@/lib/events/check-in/door';
import { sendAttendanceCertificates } from '@/lib/events/check-in/send-certificates';
import type { CommandGroup } from './command';

/** The admin script's admissions carry this device id: the audit trail and the row say where they came from. */
const SCRIPT_DEVICE = 'admin-script';

export const eventDoor: CommandGroup = {
  name: 'events',
  summary: 'events: the door and attendance certificates',
  commands: [
  {
    name: 'check-in',
    usage: 'check-in <slug> <ticket_code>',
    summary: 'admit one ticket (its typed code or its QR text) now, as the door page does',
    async run({ positional: [slug, code], staff }, io) {
      if (!slug || !code) throw invalid('Give the event and the ticket. Usage: events check-in <slug> <ticket_code>');
      const [result] = await recordCheckIns(slug, [{ ticketCode: code, scannedAt: new Date(), deviceId: SCRIPT_DEVICE }], staff);
      io.out(`${sentenceFor(result!)}.`);
    },
  },
  {
    name: 'certificates',
    usage: 'certificates <slug>',
    summary: 'issue and mail an attendance certificate to everyone checked in (none twice)',
    async run({ positional: [slug], staff }, io) {
      if (!slug) throw invalid('Give the event. Usage: events certificates <slug>');
      const run = await sendAttendanceCertificates(slug, staff);
      io.out(`${run.issued} certificate${run.issued === 1 ? '' : 's'} issued and queued for mail; ${run.alreadySent} had been sent before.`);
    },
  },
],
};
