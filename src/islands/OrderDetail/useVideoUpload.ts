/**
 * One short video for a review or a Lens post: checked (MP4 or WebM, at most 20 MB), uploaded at once as a
 * public file with progress, previewed locally; removing it stops the upload. `restore` shows one already
 * uploaded (a draft's or an edited review's).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadPicture } from '../../lib/api/uploads.ts';
import { failureText } from '../../lib/api/index.ts';
import { videoProblem } from '../../lib/rules/pictures.ts';

export type Video = { url: string; file: string | null; progress: number; error: string };

export function useVideoUpload() {
  const [video, setVideo] = useState<Video | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const blob = useRef<File | null>(null);

  const forget = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    setVideo((v) => {
      if (v?.url.startsWith('blob:')) URL.revokeObjectURL(v.url);
      return null;
    });
  }, []);

  const start = useCallback(() => {
    const file = blob.current;
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    const { signal } = controller;
    setVideo((v) => v && { ...v, progress: 0, error: '' });
    uploadPicture(file, true, (progress) => !signal.aborted && setVideo((v) => v && { ...v, progress }), signal).then(
      (ref) => !signal.aborted && setVideo((v) => v && { ...v, file: ref, progress: 1 }),
      (error) => {
        if (signal.aborted) return;
        // The reason (a file that is not the video it claims, a limit reached) shows under the video.
        setVideo((v) => v && { ...v, error: failureText(error) });
        setProblem(failureText(error));
      },
    );
  }, []);

  const add = useCallback(
    (file: File | undefined) => {
      if (!file) return;
      const why = videoProblem(file);
      setProblem(why);
      if (why) return;
      forget();
      blob.current = file;
      setVideo({ url: URL.createObjectURL(file), file: null, progress: 0, error: '' });
      start();
    },
    [forget, start],
  );

  const restore = useCallback((ref: string | undefined) => {
    blob.current = null;
    setVideo(ref ? { url: ref, file: ref, progress: 1, error: '' } : null);
  }, []);

  useEffect(() => forget, [forget]);

  const remove = useCallback(() => {
    setProblem(null);
    forget();
  }, [forget]);

  return {
    video,
    problem,
    add,
    remove,
    retry: start,
    restore,
    files: video?.file ? [video.file] : [],
    uploading: Boolean(video && !video.file && !video.error),
  };
}
