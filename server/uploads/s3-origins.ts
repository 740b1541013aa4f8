/**
 * Where the browser meets S3 storage, from the settings s3.ts reads, for the pages' Content-Security-Policy
 * (server/site.ts): the origin public files are read from (S3_PUBLIC_BASE, else the bucket's own address), and
 * the one the signed PUT goes to (S3_ENDPOINT, else the address the AWS SDK signs for the bucket). No SDK is
 * loaded to work them out.
 */
type Env = Record<string, string | undefined>;

/** The bucket's own public address on AWS (s3.ts reads files from it when S3_PUBLIC_BASE is unset). */
export const bucketAddress = (bucket: string, region: string) => `https://${bucket}.s3.${region}.amazonaws.com`;

const originOf = (url: string | undefined) => (url && /^https?:\/\//.test(url) ? [new URL(url).origin] : []);

/** The SDK addresses a bucket by its own host name only when that name is a plain DNS label (no dots). */
const virtualHosted = (bucket: string) => /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(bucket);

export function s3Origins(env: Env): { read: string[]; put: string[] } {
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_ENDPOINT, S3_PUBLIC_BASE } = env;
  const configured = Boolean(S3_BUCKET && S3_REGION && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY);
  // An absolute S3_PUBLIC_BASE is allowed whenever it is set: files already referenced there stay visible.
  const read = S3_PUBLIC_BASE || !configured ? originOf(S3_PUBLIC_BASE) : [bucketAddress(S3_BUCKET!, S3_REGION!)];
  if (!configured) return { read, put: [] };
  const put = S3_ENDPOINT
    ? originOf(S3_ENDPOINT)
    : [virtualHosted(S3_BUCKET!) ? bucketAddress(S3_BUCKET!, S3_REGION!) : `https://s3.${S3_REGION}.amazonaws.com`];
  return { read, put };
}
