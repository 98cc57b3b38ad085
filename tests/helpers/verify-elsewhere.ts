// Runs tests/helpers/verify-credential.ts as its own process (nothing of the app's signing code or keys loaded)
// on a credential and the DID document the site publishes.
import { execFile } from 'node:child_process';

export function verifyElsewhere(credential: unknown, didDocument: unknown): Promise<{ verified: boolean; error: string | null }> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'tests/helpers/verify-credential.ts'], { env: { PATH: process.env.PATH } as unknown as NodeJS.ProcessEnv, timeout: 120_000 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${err.message}\n${stderr}`));
      else resolve(JSON.parse(stdout));
    });
    child.stdin!.end(JSON.stringify({ credential, didDocument }));
  });
}
