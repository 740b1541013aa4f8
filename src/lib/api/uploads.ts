/**
 * Picture uploads (shopper-core §7 POST upload): ask the API for a pre-signed address, then PUT the file
 * there and use the returned file reference. The PUT goes straight to storage (our API's signed route, or an
 * S3 bucket), so it is not an API envelope call: it is an XMLHttpRequest, the one browser request that
 * reports upload progress.
 */
import { api, ApiError } from './index.ts';
import { unreachable } from './client.ts';
import { extensionFor } from '../rules/pictures.ts';
import type { Presigned } from './types.ts';

export type UploadTarget = Presigned;

/** POST upload { contentType, ext, isPublic, size }: where to PUT the file, and its reference. */
export const requestUpload = (file: Pick<File, 'type' | 'size'>, isPublic: boolean) =>
  api().call<UploadTarget>('uploadImage', 'upload', {
    method: 'POST',
    body: { contentType: file.type, ext: extensionFor(file.type), isPublic, size: file.size },
  });

/** PUT the bytes to the pre-signed address, reporting progress from 0 to 1. */
export function putFile(
  url: string,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new ApiError('uploadImage', request.status, request.responseText.slice(0, 200)));
    };
    request.onerror = () => reject(unreachable('uploadImage', 'Network error', false));
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
