// The Open Badges 3.0 credential of a certificate (issue 37): verified in a separate process by the Digital
// Bazaar verifier with only the bundled contexts and the DID document the site publishes; one changed byte fails.
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { issueCertificate, revokeCertificate } from '@/lib/certificates/certificates';
import { certificateCredential, issuerDid } from '@/lib/certificates/credential';
import { GET as didDocumentRoute } from '@/app/.well-known/did.json/route';
import { GET as keysRoute } from '@/app/.well-known/nextgen-keys.json/route';
import { signToken } from '@/lib/certificates/signing';
import { verifyElsewhere } from '../helpers/verify-elsewhere';
import { createPublicKey, verify } from 'node:crypto';

const subject = () => 900_000 + Math.floor(Math.random() * 90_000);
const issue = (subjectId: number) => db.$transaction((tx) => issueCertificate(tx, {
  kind: 'internship_completion', subjectId, holderName: 'Anupam Das', language: 'hi',
  details: { programme: 'Tech for Change', institution: 'Cotton University', starts: '2026-06-01', ends: '2026-07-26', hours: 96 },
}));

describe('certificateCredential', () => {
  it('is an OpenBadgeCredential that an independent verifier accepts, and refuses once any byte changes', async () => {
    const cert = await issue(subject());
    const credential = await certificateCredential(cert.number);
    const didDocument = await (await didDocumentRoute()).json();
    expect(didDocument.id).toBe(issuerDid());
    expect(credential).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
      id: cert.verifyUrl,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: issuerDid(), type: ['Profile'], name: 'NextGen Youth Foundation' },
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: 'Anupam Das' }],
        activityStartDate: '2026-06-01', activityEndDate: '2026-07-26',
        achievement: { type: ['Achievement'], name: 'Internship completion' },
      },
      proof: { type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022', proofPurpose: 'assertionMethod', verificationMethod: didDocument.assertionMethod[0] },
    });
    expect(await verifyElsewhere(credential, didDocument)).toEqual({ verified: true, error: null });

    const renamed = structuredClone(credential) as { credentialSubject: { identifier: { identityHash: string }[] } };
    renamed.credentialSubject.identifier[0].identityHash = 'Anupam Dat';
    expect(await verifyElsewhere(renamed, didDocument)).toMatchObject({ verified: false, error: expect.stringMatching(/Invalid signature/) });

    const json = JSON.stringify(credential);
    const at = json.indexOf('"proofValue":"') + 20;
    const tampered = JSON.parse(json.slice(0, at) + (json[at] === 'A' ? 'B' : 'A') + json.slice(at + 1));
    expect((await verifyElsewhere(tampered, didDocument)).verified).toBe(false);

    // Another key claiming to be the foundation's: its DID document does not list the signing key.
    const stranger = { ...didDocument, verificationMethod: didDocument.verificationMethod.map((m: { publicKeyMultibase: string }) => ({ ...m, publicKeyMultibase: 'z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK' })) };
    expect((await verifyElsewhere(credential, stranger)).verified).toBe(false);
  });

  it('is refused for a revoked certificate', async () => {
    const cert = await issue(subject());
    await revokeCertificate(cert.number, 'Issued by mistake', 'admin@nextgen.test');
    await expect(certificateCredential(cert.number)).rejects.toMatchObject({ code: 'certificate_not_current', message: `Certificate ${cert.number} is no longer valid, so it has no credential.` });
  });
});

describe('/.well-known/nextgen-keys.json', () => {
  it('publishes the keys a token can be checked with, offline, with node:crypto alone', async () => {
    const res = await keysRoute();
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const { keys } = await res.json();
    expect(keys).toHaveLength(env.SIGNING_KEY.length);
    const token = Buffer.from(signToken(Buffer.from('Thello')), 'base64url');
    const kid = token.subarray(1, 5).toString('base64url');
    const key = keys.find((k: { kid: string }) => k.kid === kid);
    const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key.x }, format: 'jwk' });
    expect(verify(null, token.subarray(0, -64), publicKey, token.subarray(-64))).toBe(true);
    expect(token.subarray(5, -64).toString()).toBe('Thello');
  });
});
