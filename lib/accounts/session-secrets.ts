// SESSION_SECRET as a rotation list: "newest,older,...". New cookies are sealed with the newest secret and
// cookies sealed with any listed secret still open, so a secret can be rotated without logging everyone out.
// iron-session names each secret by a number stored in the seal; deriving that number from the secret
// itself (not its place in the list) keeps it stable when secrets are added in front or dropped at the end.
import { createHash } from 'node:crypto';

export type PasswordMap = Record<string, string>;

export function splitSecretList(value: string): string[] {
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

const passwordId = (secret: string) => String(createHash('sha256').update(secret).digest().readUInt32BE(0));

/** `seal` holds only the newest secret (iron-session seals with the highest id of its map); `open` holds all. */
export function sessionPasswords(value: string): { seal: PasswordMap; open: PasswordMap } {
  const secrets = splitSecretList(value);
  if (!secrets.length) throw new Error('SESSION_SECRET is empty');
  return {
    seal: { [passwordId(secrets[0])]: secrets[0] },
    open: Object.fromEntries(secrets.map((s) => [passwordId(s), s])),
  };
}
