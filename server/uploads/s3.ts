/**
 * S3-compatible upload storage, chosen by configuration (S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY; S3_ENDPOINT for other S3-compatible services; S3_PUBLIC_BASE for the URL files are
 * read from). The browser PUTs straight to the bucket; the signature covers the content type and the exact
 * size the shopper declared (at most 5 MB), so the bucket refuses anything else. Only `uploads/` keys may be
 * publicly readable (bucket policy); `private/` keys are read through GET URLs signed for a minute, handed
 * out by the owner's authenticated API route.
 */
import { UPLOAD_URL_TTL_MS } from './storage.ts';
import { bucketAddress } from './s3-origins.ts';

/**
 * The AWS SDK (a few MB of modules) loads on the first use of a bucket, so a server on local storage never
 * loads it (tests/unit/prod-imports.test.ts keeps it out of the serving process's static imports).
 */
const loadSdk = () =>
  Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]).then(([client, presigner]) => ({
    ...client,
    getSignedUrl: presigner.getSignedUrl,
  }));

export type S3Storage = {
  presignPut: (key: string, contentType: string, size: number) => Promise<string>;
  publicUrl: (key: string) => string;
  /** A GET URL for a private object, valid for PRIVATE_GET_TTL_S. */
  presignGet: (key: string) => Promise<string>;
  /**
   * The object's first `maxBytes` bytes, or null when it is not in the bucket: the browser PUTs straight there,
   * so this is how the API learns that a file arrived, and what its bytes are (the bucket checks only the
   * Content-Type header).
   */
  firstBytes: (key: string, maxBytes: number) => Promise<Uint8Array | null>;
  /** Deletes the object (the unused-upload sweep); a missing key is no error. */
  remove: (key: string) => Promise<void>;
};

export const PRIVATE_GET_TTL_S = 60;

export function s3Storage(options: {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  endpoint?: string;
  publicBase?: string;
}): S3Storage {
  let opened: ReturnType<typeof open> | undefined;
  const open = async () => {
    const sdk = await loadSdk();
    const client = new sdk.S3Client({
      region: options.region,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    });
    return { sdk, client };
  };
  // A failed load is not kept: the next call tries again.
  const sdkClient = () =>
    (opened ??= open().catch((error: unknown) => {
      opened = undefined;
      throw error;
    }));
  const base = (options.publicBase || bucketAddress(options.bucket, options.region)).replace(/\/$/, '');
  return {
    presignPut: async (key, contentType, size) => {
      const { sdk, client } = await sdkClient();
      return sdk.getSignedUrl(
        client,
        new sdk.PutObjectCommand({ Bucket: options.bucket, Key: key, ContentType: contentType, ContentLength: size }),
        {
          expiresIn: UPLOAD_URL_TTL_MS / 1000,
          signableHeaders: new Set(['content-type', 'content-length']),
        },
      );
    },
    publicUrl: (key) => `${base}/${key}`,
    presignGet: async (key) => {
      const { sdk, client } = await sdkClient();
      return sdk.getSignedUrl(client, new sdk.GetObjectCommand({ Bucket: options.bucket, Key: key }), {
        expiresIn: PRIVATE_GET_TTL_S,
      });
    },
    firstBytes: async (key, maxBytes) => {
      const { sdk, client } = await sdkClient();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket: options.bucket, Key: key, Range: `bytes=0-${maxBytes - 1}` }),
        );
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        // Missing is an answer; anything else (the bucket unreachable, refused credentials) is an error.
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    remove: async (key) => {
      const { sdk, client } = await sdkClient();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
  };
}

export function s3StorageFromEnv(env = process.env): S3Storage | null {
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return s3Storage({
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    endpoint: env.S3_ENDPOINT,
    publicBase: env.S3_PUBLIC_BASE,
  });
}
