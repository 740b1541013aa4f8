/** Adding one short video (a review's or a Lens post's): a file button, then the preview with progress and Remove. */
import { VIDEO_ACCEPT } from '../../lib/rules/pictures.ts';
import type { useVideoUpload } from './useVideoUpload.ts';
import styles from './ReviewForm.module.scss';

export default function VideoPick({ upload }: { upload: ReturnType<typeof useVideoUpload> }) {
  const { video, problem } = upload;
  return (
    <div className={styles.video}>
      {video ? (
        <div className={styles.videoPreview}>
          <video src={video.url} muted playsInline controls width={160} height={200} aria-label="Your video" />
          {!video.file && !video.error && <progress max={1} value={video.progress} aria-label="Uploading video" />}
          {video.file && <span className={styles.uploaded}>Video uploaded</span>}
          {video.error && (
            <button type="button" className={styles.linkButton} onClick={upload.retry}>
              Upload failed · Retry
            </button>
          )}
          <button type="button" className={styles.linkButton} onClick={upload.remove}>
            Remove video
          </button>
        </div>
      ) : (
        <label className={styles.videoButton}>
          <input
            type="file"
            accept={VIDEO_ACCEPT}
            onChange={(event) => (upload.add(event.target.files?.[0]), (event.target.value = ''))}
          />
          Add a video
        </label>
      )}
      {!video && <span className={styles.hint}>One short video: MP4 or WebM, up to 20 MB</span>}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
