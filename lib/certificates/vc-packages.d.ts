// The Digital Bazaar VC stack ships JavaScript without types; these are the parts lib/certificates uses.
declare module '@digitalbazaar/vc' {
  type Loader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;
  export function issue(o: { credential: object; suite: unknown; documentLoader: Loader }): Promise<Record<string, unknown>>;
  export function verifyCredential(o: { credential: object; suite: unknown; documentLoader: Loader }): Promise<{ verified: boolean; error?: unknown; results?: unknown[] }>;
}
declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof { constructor(o: { signer?: unknown; cryptosuite: unknown }); }
}
declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}
declare module '@digitalbazaar/ed25519-multikey' {
  export function fromJwk(o: { jwk: Record<string, string>; secretKey?: boolean; id?: string; controller?: string }): Promise<{ signer(): unknown; verifier(): unknown }>;
}
declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, object>;
}
declare module '@digitalbazaar/data-integrity-context' {
  export const contexts: Map<string, object>;
}
