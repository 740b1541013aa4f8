/**
 * Picture uploads (shopper-core §7 POST upload): ask the API for a pre-signed address, then PUT the file
 * there and use the returned file reference. The PUT goes straight to storage (our API's signed route, or an
 * S3 bucket), so it is not an API envelope call: it is an XMLHttpRequest, the one browser request that
 * reports upload progress.
 */
import { api, apiBase, ApiError } from './index.ts';
import { unreachable } from './client.ts';
import { extensionFor, VIDEO_TYPES } from '../rules/pictures.ts';
import type { CallName } from './messages.ts';
import type { BodyOf, UploadTarget } from './types.ts';

export type { UploadTarget };
/** The file types the API takes (the picker offers no other: src/lib/rules/pictures.ts). */
type UploadType = BodyOf<'/upload', 'post'>['contentType'];

/** A failed upload says "picture" or "video", by what the file is. */
const callFor = (type: string): CallName => (VIDEO_TYPES[type] ? 'uploadVideo' : 'uploadImage');

/** POST upload { contentType, ext, isPublic, size }: where to PUT the file, and its reference. */
export const requestUpload = (file: Pick<File, 'type' | 'size'>, isPublic: boolean) =>
  api().POST(callFor(file.type), '/upload', {
    body: { contentType: file.type as UploadType, ext: extensionFor(file.type), isPublic, size: file.size },
  });

/**
 * Where to PUT: a bucket's signed URL is absolute; local storage's is relative (`/api/v1/upload/put/…`), the
 * API's own route, so it is resolved on the API's origin: the page's own, whatever name the shopper opened
 * the store on, unless PUBLIC_API_BASE names another.
 */
export const putAddress = (url: string, pageHref: string, base = apiBase) => new URL(url, new URL(base, pageHref)).href;

/** A refused PUT: our route answers the API's envelope (its message and fields); a bucket's XML gives none. */
function putRefusal(call: CallName, request: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(request.responseText) as { message?: string; errors?: Record<string, string[]> | null };
    return new ApiError(call, request.status, body.message ?? '', body.errors ?? {});
  } catch {
    return new ApiError(call, request.status, request.responseText.slice(0, 200));
  }
}

/** PUT the bytes to the pre-signed address, reporting progress from 0 to 1. */
export function putFile(
  url: string,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', putAddress(url, location.href));
    request.setRequestHeader('Content-Type', file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else reject(putRefusal(callFor(file.type), request));
    };
    request.onerror = () => reject(unreachable(callFor(file.type), 'Network error', false));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

/** Uploads one picture and answers its file reference (a private one is readable by its owner only). */
export async function uploadPicture(
  file: File,
  isPublic: boolean,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const target = await requestUpload(file, isPublic);
  await putFile(target.preSignedUrl, file, onProgress, signal);
  return target.file;
}
