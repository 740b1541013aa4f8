/**
 * Share a delivered product on Lens: a caption and photos (up to 5) or a video, or both, the product card attached by the
 * server. In the one dialog frame; a close with something added asks first; a refused send keeps it all.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import Dialog from '../shared/Dialog.tsx';
import { Guarded, useDiscardGuard } from '../shared/DiscardQuestion.tsx';
import { BusyLabel, busyProps } from '../shared/Busy.tsx';
import PictureDrop from './PictureDrop.tsx';
import { useReturnPictures } from './useReturnPictures.ts';
import { useVideoUpload } from './useVideoUpload.ts';
import VideoPick from './VideoPick.tsx';
import { $overlay, overlay } from '../../stores/overlay.ts';
import { toast } from '../../stores/toasts.ts';
import { ApiError, failureText } from '../../lib/api/index.ts';
import { createLensPost } from '../../lib/api/reviews.ts';
import { lensPath } from '../../lib/paths.ts';
import {
  CAPTION_MAX,
  characterCount,
  postErrors,
  refusalMessages,
  REVIEW_PHOTOS_MAX,
} from '../../lib/rules/review-writing.ts';
import type { ReviewTarget } from './ReviewForm.tsx';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import base from './OrderDetail.module.scss';
import styles from './ReviewForm.module.scss';

export const SHARE_ON_LENS = 'share-on-lens';

type Words = typeof import('./OrderDetail.words.en-IN.ts');

export default function LensPostForm({ target }: { target: ReviewTarget | null }) {
  const t = useWords<Words>();
  const locale = useLocale();
  const say = useSay();
  const open = useStore($overlay).type === SHARE_ON_LENS;
  const [caption, setCaption] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'postTitle' | 'imageUrls' | 'videoUrls' | 'form', string>>>({});
  const [sending, setSending] = useState(false);
  const [postedId, setPostedId] = useState<string | null>(null);
  const photos = useReturnPictures({ isPublic: true, max: REVIEW_PHOTOS_MAX });
  const clip = useVideoUpload();
  const { clear } = photos;

  // Each opening starts afresh for the product chosen.
  useEffect(() => {
    if (!open) return;
    setErrors({});
    setPostedId(null);
  }, [open, target?.productId]);

  const guard = useDiscardGuard({
    isDirty: () => !postedId && (caption.trim() !== '' || photos.pictures.length > 0 || clip.video !== null),
    question: t.orders_discard_post(),
    detail: t.orders_discard_post_detail(),
    onDiscard: () => {
      setCaption('');
      clear();
      clip.remove();
      overlay.close();
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!target || sending) return;
    const found: typeof errors = postErrors({ caption, imageUrls: photos.files, videoUrls: clip.files });
    if (photos.uploading || clip.uploading) found.imageUrls = t.orders_wait_for_photos_and_video();
    if (Object.keys(found).length) return setErrors(found);
    setSending(true);
    try {
      const { id } = await createLensPost(target.productId, caption.trim(), photos.files, clip.files);
      setPostedId(id);
      setCaption('');
      clear();
      clip.remove();
      toast.success(t.orders_posted_on_lens());
    } catch (failure) {
      setErrors(refusalMessages(failure instanceof ApiError ? failure.fields : {}, failureText(failure)));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      type={SHARE_ON_LENS}
      title={t.orders_share_on_lens()}
      className={`${base.modal} ${styles.wide}`}
      onCloseRequest={guard.mayClose}
      onClosed={guard.reset}
    >
      <Guarded guard={guard}>
        {postedId ? (
          <div className={styles.posted} role="status">
            <p className={styles.postedTitle}>{t.orders_post_is_on_lens()}</p>
            <a className={base.primary} href={localisedPath(lensPath({ post: postedId }), locale)}>
              {t.orders_see_it_on_lens()}
            </a>
          </div>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate>
            <p className={styles.product}>{target?.productName}</p>
            <label className={styles.field}>
              <span>{t.orders_caption()}</span>
              <input
                value={caption}
                onChange={(e) => (setCaption(e.target.value), setErrors({}))}
                aria-invalid={Boolean(errors.postTitle)}
                placeholder={t.orders_caption_placeholder()}
              />
              <span className={styles.count}>{characterCount(caption, CAPTION_MAX)}</span>
              {errors.postTitle && <span className={styles.error}>{say(errors.postTitle)}</span>}
            </label>
            <PictureDrop
              pictures={photos.pictures}
              problem={errors.imageUrls ?? photos.problem}
              onAdd={photos.add}
              onRemove={photos.remove}
              onRetry={photos.retry}
              max={photos.max}
            />
            <VideoPick upload={clip} />
            {errors.videoUrls && <p className={styles.error}>{say(errors.videoUrls)}</p>}
            {errors.form && (
              <p className={styles.error} role="alert">
                {say(errors.form)}
              </p>
            )}
            <div className={styles.actions}>
              <button type="submit" className={base.primary} {...busyProps(sending)}>
                <BusyLabel busy={sending} idle={t.orders_post_on_lens()} working={t.orders_posting()} />
              </button>
            </div>
          </form>
        )}
      </Guarded>
    </Dialog>
  );
}
