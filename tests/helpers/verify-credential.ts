// An independent check of an Open Badges credential, run as its own process (npx tsx): the Digital Bazaar
// verifier with the bundled contexts and the issuer's DID document as published, nothing from the app's
// signing code or keys. Reads { credential, didDocument } on stdin, prints { verified, error }.
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { offlineDocumentLoader } from '@/lib/certificates/json-ld-documents';

const chunks: Buffer[] = [];
for await (const c of process.stdin) chunks.push(c as Buffer);
const { credential, didDocument } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const result = await vc.verifyCredential({ credential, suite: new DataIntegrityProof({ cryptosuite }), documentLoader: offlineDocumentLoader([didDocument]) });
const error = result.error as { message?: string; errors?: { message?: string }[] } | undefined;
process.stdout.write(JSON.stringify({ verified: result.verified, error: error?.errors?.map((e) => e.message).join('; ') ?? error?.message ?? null }));
