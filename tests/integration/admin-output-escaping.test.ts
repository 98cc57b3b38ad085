// A stored value with terminal escape sequences (written straight into the database, as an old row or a
// direct import could hold it) must reach the staff member's terminal as visible text, never as codes.
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { registrationValues } from '../factories';
import { pdf, png } from '../helpers/files';
import { toMultipart } from '@/lib/registration/multipart';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';

const run = promisify(execFile);
// Retitles the window, clears the screen, turns the text red, and a bidi override and a lone carriage return.
const HOSTILE = '\u001b]0;pwned\u0007\u001b[2J\u001b[31mHouse 12\u202e\rGone';

async function internWithHostileData() {
  const values = await registrationValues();
  const res = await apiClient().call(createIntern, { form: toMultipart('intern', values, { aadhaar: pdf(), passportPhoto: png() }) });
  const id = (res.body.updatedintern as { id: number }).id;
  await testDb().applicant.update({ where: { id }, data: { fullAddress: HOSTILE, name: `Priya\u001b[8m Gogoi` } });
  return id;
}

const admin = (...argv: string[]) =>
  run('npx', ['tsx', '--conditions=react-server', 'scripts/admin.ts', ...argv, '--by', 'escape-test'], { env: { ...process.env } });

describe('admin script output', () => {
  it('prints stored control characters escaped in show and list: no ESC, BEL, CR or bidi byte reaches the terminal', async () => {
    const id = await internWithHostileData();
    for (const argv of [['interns', 'show', String(id)], ['interns', 'list']]) {
      const { stdout, stderr } = await admin(...argv);
      const output = stdout + stderr;
      expect(output).not.toMatch(/[\u001b\u0007\r\u202e]/);
      expect(output).toContain('Priya\\x1b[8m Gogoi');
      // (a table cell folds the carriage return, like any whitespace run, into one space)
      if (argv[1] === 'show') expect(output).toContain('\\x1b]0;pwned\\x07\\x1b[2J\\x1b[31mHouse 12\\u202e Gone');
    }
  }, 180_000);
});
