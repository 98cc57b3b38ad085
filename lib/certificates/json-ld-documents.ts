// Every JSON-LD document a credential needs, bundled: the VC 2.0 and Data Integrity contexts from their
// @digitalbazaar packages, the Open Badges 3.0 context (1EdTech's context-3.0.3.json, as published at
// https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json, kept in ./contexts/), and the issuer's DID
// document handed in by the caller. Signing and verifying never go to the network: an unknown URL is an error.
// No server-only marker: an independent verifier (tests/helpers/verify-credential.ts) loads it as well.
import { contexts as credentialContexts } from '@digitalbazaar/credentials-context';
import { contexts as dataIntegrityContexts } from '@digitalbazaar/data-integrity-context';
import openBadgesContext from './contexts/ob-v3p0-context-3.0.3.json';

export const OB3_CONTEXT_URL = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const VC2_CONTEXT_URL = 'https://www.w3.org/ns/credentials/v2';
export const DID_CONTEXT_URL = 'https://www.w3.org/ns/did/v1';
export const MULTIKEY_CONTEXT_URL = 'https://w3id.org/security/multikey/v1';

export type DidDocument = {
  '@context': string[];
  id: string;
  verificationMethod: { id: string; type: 'Multikey'; controller: string; publicKeyMultibase: string }[];
  assertionMethod: string[];
};

const BUNDLED = new Map<string, unknown>([
  ...credentialContexts,
  ...dataIntegrityContexts,
  [OB3_CONTEXT_URL, openBadgesContext],
]);

/** A document loader for jsonld that knows the bundled contexts and the given DID documents, and nothing else. */
export function offlineDocumentLoader(dids: DidDocument[]) {
  return async (url: string) => {
    const [base, fragment] = url.split('#', 2);
    const did = dids.find((d) => d.id === base);
    let document: unknown = BUNDLED.get(url);
    if (did && fragment === undefined) document = did;
    if (did && fragment !== undefined) {
      const method = did.verificationMethod.find((m) => m.id === url);
      document = method && { '@context': MULTIKEY_CONTEXT_URL, ...method };
    }
    if (!document) throw new Error(`${url} is not a bundled document (credentials are checked offline)`);
    return { contextUrl: null, documentUrl: url, document };
  };
}
