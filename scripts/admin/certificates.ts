// `npm run admin -- certificates ...`: look up, revoke and reissue certificates (docs/decisions/023). The console
// calls the same functions (lib/certificates/certificates.ts); issuing belongs to events and internships.
import { flagText, withUsage, type CommandGroup } from '@/scripts/admin/command';
import { invalid } from '@/lib/kernel/domain-errors';
import { formatRecord } from '@/scripts/admin/table';
import { reissueCertificate, revokeCertificate } from '@/lib/certificates/certificates';
import { certificateSummary } from '@/lib/certificates/lookup-certificate';

const numberArg = (value: string | undefined, usage: string) => {
  if (!value) throw invalid(`Missing certificate number. Usage: ${usage}`);
  return value.trim().toUpperCase();
};

export const certificates: CommandGroup = {
  name: 'certificates',
  summary: 'look up, revoke and reissue internship and event certificates',
  commands: [
    {
      name: 'show',
      usage: 'show <number>',
      summary: 'a certificate\'s holder, status and verify link',
      async run({ positional }, io) {
        const c = await certificateSummary(numberArg(positional[0], 'certificates show <number>'));
        io.out(formatRecord([
          ['Number', c.number], ['Kind', c.kind], ['Holder', c.holderName ?? '(erased)'], ['Language', c.language], ['Issued', c.issuedAt],
          ['Revoked', c.revokedAt ? `${c.revokedAt.toISOString()} by ${c.revokedBy}: ${c.revokeReason}` : null],
          ['Replaced by', c.replacedBy], ['Erased', c.erasedAt], ['Details', JSON.stringify(c.details)], ['Verify', c.verifyUrl],
        ]));
      },
    },
    {
      name: 'revoke',
      usage: 'revoke <number> --reason R',
      summary: 'mark a certificate revoked (its verify page then says so, with the date); nothing is deleted',
      async run({ positional, flags, staff }, io) {
        const usage = 'certificates revoke <number> --reason R';
        const number = numberArg(positional[0], usage);
        const reason = flagText(flags.reason);
        if (!reason) throw invalid(`Missing --reason. Usage: ${usage}`);
        const { revokedAt } = await withUsage(usage, revokeCertificate(number, reason, staff));
        io.out(`Revoked ${number} on ${revokedAt.toISOString()}.`);
      },
    },
    {
      name: 'reissue',
      usage: 'reissue <number> [--name N]',
      summary: 'a corrected certificate with a new number (--name corrects the holder\'s name); the old one says "replaced by"',
      async run({ positional, flags, staff }, io) {
        const usage = 'certificates reissue <number> [--name N]';
        const number = numberArg(positional[0], usage);
        const fresh = await withUsage(usage, reissueCertificate(number, staff, { holderName: flagText(flags.name) }));
        io.out(`Reissued ${number} as ${fresh.number}.\nVerify: ${fresh.verifyUrl}`);
      },
    },
  ],
};
