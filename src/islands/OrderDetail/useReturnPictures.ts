/**
 * The return's pictures: each added file gets a local preview and starts its private upload at once
 * (POST upload, then the signed PUT with progress); removing one aborts its upload and frees its preview.
 * `clear` drops them all, as closing the return does (stores-and-social §4: an outside click clears the
 * return data).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadPicture } from '../../lib/api/uploads.ts';
import { failureText } from '../../lib/api/index.ts';
import { admitPictures, MAX_RETURN_PICTURES } from '../../lib/rules/pictures.ts';
import type { Picture } from './PictureDrop.tsx';

type Held = { blob: File; abort: AbortController };

/** `isPublic`: a review's photos are public uploads (a return's are private); `max`: the form's limit. */
export function useReturnPictures({
  isPublic = false,
  max = MAX_RETURN_PICTURES,
}: { isPublic?: boolean; max?: number } = {}) {
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const held = useRef(new Map<string, Held>());
  const count = useRef(0);
  count.current = pictures.length;

  const patch = (id: string, change: Partial<Picture>) =>
    setPictures((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p)));

  const start = useCallback(
    (id: string) => {
      const entry = held.current.get(id);
      if (!entry) return;
      entry.abort = new AbortController();
      const { signal } = entry.abort;
      patch(id, { progress: 0, error: '' });
      uploadPicture(entry.blob, isPublic, (progress) => !signal.aborted && patch(id, { progress }), signal).then(
        (file) => !signal.aborted && patch(id, { file, progress: 1 }),
        (error) => {
          if (signal.aborted) return;
          // The reason (a file that is not the picture it claims, a limit reached) shows under the drop zone.
          patch(id, { error: failureText(error) });
          setProblem(failureText(error));
        },
      );
    },
    [isPublic],
  );

  const add = useCallback(
    (files: File[]) => {
      const { admitted, problem } = admitPictures(files, count.current, max);
      setProblem(problem);
      const added = admitted.map((blob): Picture => {
        const id = crypto.randomUUID();
        held.current.set(id, { blob, abort: new AbortController() });
        return { id, name: blob.name, url: URL.createObjectURL(blob), file: null, progress: 0, error: '' };
      });
      count.current += added.length;
      setPictures((list) => [...list, ...added]);
      added.forEach((p) => start(p.id));
    },
    [start, max],
  );

  /** Pictures already uploaded (a saved draft's or an edited review's references), shown from their address. */
  const restore = useCallback((refs: string[]) => {
    const restored = refs.map((file, i): Picture => ({
      id: crypto.randomUUID(),
      name: `photo ${i + 1}`,
      url: file,
      file,
      progress: 1,
      error: '',
    }));
    count.current = restored.length;
    setPictures(restored);
  }, []);

  const forget = (id: string, url: string) => {
    held.current.get(id)?.abort.abort();
    held.current.delete(id);
    if (url.startsWith('blob:')) URL.revokeObjectURL(url);
  };

  const remove = useCallback((id: string) => {
    setProblem(null);
    setPictures((list) => {
      const gone = list.find((p) => p.id === id);
      if (gone) forget(gone.id, gone.url);
      return list.filter((p) => p.id !== id);
    });
  }, []);

  const clear = useCallback(() => {
    setProblem(null);
    setPictures((list) => {
      list.forEach((p) => forget(p.id, p.url));
      return [];
    });
  }, []);

  // Leaving the page frees every preview and stops every upload.
  useEffect(() => clear, [clear]);

  const uploading = pictures.some((p) => !p.file && !p.error);
  const failed = pictures.some((p) => p.error);
  const files = pictures.flatMap((p) => (p.file ? [p.file] : []));
  return { pictures, problem, add, remove, retry: start, clear, restore, files, uploading, failed, max };
}
