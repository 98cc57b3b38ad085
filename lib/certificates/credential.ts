// A certificate as an Open Badges 3.0 credential (a W3C Verifiable Credential, data model 2.0), signed with
// the newest SIGNING_KEY as a Data Integrity proof (eddsa-rdfc-2022) by the Digital Bazaar VC stack. The issuer
// is the foundation as did:web of the site: its DID document (/.well-known/did.json) lists every SIGNING_KEY as
// a Multikey verification method, so a credential keeps verifying while its key is listed. Every JSON-LD
// document is bundled (./json-ld-documents.ts): issuing never touches the network.
import 'server-only';
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { ConflictError, NotFoundError } from '@/lib/kernel/domain-errors';
import { message } from '@/lib/kernel/message';
import { ORGANISATION } from '@/lib/content/organisation';
import { CERTIFICATE_KINDS, fieldsOf } from './kinds';
import { publicKeyMultibase, signingKeys } from './signing';
import { certificateVerifyUrl } from './certificate-code';
import { DID_CONTEXT_URL, MULTIKEY_CONTEXT_URL, OB3_CONTEXT_URL, VC2_CONTEXT_URL, offlineDocumentLoader, type DidDocument } from './json-ld-documents';

const siteUrl = () => new URL(env.PUBLIC_BASE_URL);

/** did:web of the site (its host, with the port's colon encoded as did:web asks). */
export const issuerDid = () => `did:web:${encodeURIComponent(siteUrl().host)}`;

/** The issuer's DID document: every listed signing key, newest first, may assert credentials. */
export function issuerDidDocument(): DidDocument {
  const id = issuerDid();
  const methods = signingKeys().map((k) => ({ id: `${id}#${k.kid}`, type: 'Multikey' as const, controller: id, publicKeyMultibase: publicKeyMultibase(k) }));
  return { '@context': [DID_CONTEXT_URL, MULTIKEY_CONTEXT_URL], id, verificationMethod: methods, assertionMethod: methods.map((m) => m.id) };
}

/** The OB 3.0 date of a details value ('2026-06-01'), or undefined. */
const isoDate = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** The certificate's Open Badges 3.0 credential, signed now; refused for a revoked, replaced or erased certificate. */
export async function certificateCredential(number: string): Promise<Record<string, unknown>> {
  const row = await db.certificate.findUnique({ where: { number } });
  if (!row) throw new NotFoundError(message('No certificate has the number {number}.', { number }));
  if (row.revokedAt || row.replacedById || row.erasedAt || !row.holderName) {
    throw new ConflictError(message('Certificate {number} is no longer valid, so it has no credential.', { number }), 'certificate_not_current');
  }
  const kind = CERTIFICATE_KINDS[row.kind];
  const details = row.details as Record<string, unknown>;
  const did = issuerDid();
  const credential = {
    '@context': [VC2_CONTEXT_URL, OB3_CONTEXT_URL],
    id: certificateVerifyUrl(row.id),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: did, type: ['Profile'], name: ORGANISATION.name, url: env.PUBLIC_BASE_URL.replace(/\/$/, '') },
    validFrom: row.issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    name: `${kind.title} ${row.number}`,
    description: fieldsOf(row.kind, details).map((f) => `${f.label}: ${f.value}`).join('; '),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: row.holderName }],
      ...(isoDate(details.starts ?? details.date) ? { activityStartDate: isoDate(details.starts ?? details.date) } : {}),
      ...(isoDate(details.ends ?? details.date) ? { activityEndDate: isoDate(details.ends ?? details.date) } : {}),
      achievement: {
        id: `${env.PUBLIC_BASE_URL.replace(/\/$/, '')}/verify#${row.kind}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: kind.achievement.name,
        description: kind.achievement.description,
        criteria: { narrative: kind.achievement.criteria },
      },
    },
  };
  const key = signingKeys()[0];
  const keyPair = await Ed25519Multikey.fromJwk({
    jwk: { kty: 'OKP', crv: 'Ed25519', x: key.publicRaw.toString('base64url'), d: key.privateKey.export({ format: 'jwk' }).d! },
    secretKey: true,
    id: `${did}#${key.kid}`,
    controller: did,
  });
  const suite = new DataIntegrityProof({ signer: keyPair.signer(), cryptosuite: eddsaRdfc2022 });
  return vc.issue({ credential, suite, documentLoader: offlineDocumentLoader([issuerDidDocument()]) });
}
