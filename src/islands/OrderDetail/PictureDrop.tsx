/**
 * Pictures for a return (stores-and-social §4: "Images accept image files, by pick or drag and drop"): a drop
 * zone that is also a file picker, previews with upload progress, and a remove button on each. The parent
 * owns the list and the uploads; this only shows them and hands over what was picked or dropped.
 */
import { useState, type DragEvent } from 'react';
import { PICTURE_ACCEPT, MAX_RETURN_PICTURES } from '../../lib/rules/pictures.ts';
import styles from './ReturnFlow.module.scss';
import { useWords } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import IconImage from '~icons/lucide/image.jsx';
import IconX from '~icons/lucide/x.jsx';

export type Picture = {
  id: string;
  name: string;
  /** A local preview (object URL): the upload itself is private. */
  url: string;
  /** The uploaded file's reference, once the PUT has finished. */
  file: string | null;
  progress: number;
  error: string;
};

type Props = {
  pictures: Picture[];
  problem: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
  /** How many the form takes (a return 6, a review 5). */
  max?: number;
};

type Words = typeof import('./OrderDetail.words.en-IN.ts');

export default function PictureDrop({ pictures, problem, onAdd, onRemove, onRetry, max = MAX_RETURN_PICTURES }: Props) {
  const t = useWords<Words>();
  const say = useSay();
  const [over, setOver] = useState(false);
  const full = pictures.length >= max;

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onAdd([...event.dataTransfer.files]);
  };

  return (
    <div className={styles.pictures}>
      <label
        className={`${styles.dropzone} ${over ? styles.dropzoneOver : ''} ${full ? styles.dropzoneFull : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="picture-dropzone"
      >
        <input
          type="file"
          accept={PICTURE_ACCEPT}
          multiple
          disabled={full}
          className={styles.fileInput}
          aria-label={t.orders_add_pictures()}
          aria-describedby="picture-hint"
          onChange={(event) => {
            onAdd([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <IconImage size={28} strokeWidth={1.8} />
        <span className={styles.dropTitle}>{full ? t.orders_picture_limit_reached() : t.orders_add_pictures()}</span>
        <span id="picture-hint" className={styles.dropHint}>
          {t.orders_picture_hint({ max: String(max) })}
        </span>
      </label>
      {problem && (
        <p className={styles.error} role="alert">
          {say(problem)}
        </p>
      )}
      {pictures.length > 0 && (
        <ul className={styles.previews} aria-label={t.orders_your_pictures()}>
          {pictures.map((picture, index) => (
            <li key={picture.id} className={styles.preview}>
              <img
                src={picture.url}
                alt={t.orders_picture_alt({ number: String(index + 1), name: picture.name })}
                width="88"
                height="88"
              />
              {!picture.file && !picture.error && (
                <progress
                  className={styles.progress}
                  max={1}
                  value={picture.progress}
                  aria-label={t.orders_uploading_picture({ number: String(index + 1) })}
                />
              )}
              {picture.file && <span className={styles.uploaded}>{t.orders_uploaded()}</span>}
              {picture.error && (
                <button type="button" className={styles.retry} onClick={() => onRetry(picture.id)}>
                  {t.orders_upload_failed_retry()}
                </button>
              )}
              <button
                type="button"
                className={styles.remove}
                onClick={() => onRemove(picture.id)}
                aria-label={t.orders_remove_picture({ number: String(index + 1) })}
              >
                <IconX size={14} strokeWidth={2.5} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
