// Starts s3rver (an S3-compatible server in Node, from npm: no download) for tests and benchmarks.
// Its fixed credentials are S3RVER / S3RVER; the SDK picks them up from AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY.
import S3rver from '@20minutes/s3rver';

export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export async function startS3Server({ directory, buckets, port = 0 }: { directory: string; buckets: string[]; port?: number }) {
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: buckets.map((name) => ({ name, configs: [] })) });
  const address = (await server.run()) as { port: number };
  return { endpoint: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

/** The environment that points the app at a bucket of this server. */
export const s3Env = (endpoint: string, bucket: string) => ({
  DOCUMENT_STORE: 's3', S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', ...S3RVER_CREDENTIALS,
});
