/** Adding one short video (a review's or a Lens post's): a file button, then the preview with progress and Remove. */
import { VIDEO_ACCEPT } from '../../lib/rules/pictures.ts';
import type { useVideoUpload } from './useVideoUpload.ts';
import { useWords } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import styles from './ReviewForm.module.scss';

type Words = typeof import('./OrderDetail.words.en-IN.ts');

export default function VideoPick({ upload }: { upload: ReturnType<typeof useVideoUpload> }) {
  const t = useWords<Words>();
  const say = useSay();
  const { video, problem } = upload;
  return (
    <div className={styles.video}>
      {video ? (
        <div className={styles.videoPreview}>
          <video
            src={video.url}
            muted
            playsInline
            controls
            width={160}
            height={200}
            aria-label={t.orders_your_video()}
          />
          {!video.file && !video.error && (
            <progress max={1} value={video.progress} aria-label={t.orders_uploading_video()} />
          )}
          {video.file && <span className={styles.uploaded}>{t.orders_video_uploaded()}</span>}
          {video.error && (
            <button type="button" className={styles.linkButton} onClick={upload.retry}>
              {t.orders_upload_failed_retry()}
            </button>
          )}
          <button type="button" className={styles.linkButton} onClick={upload.remove}>
            {t.orders_remove_video()}
          </button>
        </div>
      ) : (
        <label className={styles.videoButton}>
          <input
            type="file"
            accept={VIDEO_ACCEPT}
            onChange={(event) => (upload.add(event.target.files?.[0]), (event.target.value = ''))}
          />
          {t.orders_add_video()}
        </label>
      )}
      {!video && <span className={styles.hint}>{t.orders_video_hint()}</span>}
      {problem && (
        <p className={styles.error} role="alert">
          {say(problem)}
        </p>
      )}
    </div>
  );
}
