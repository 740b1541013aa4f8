/**
 * Rate and review a delivered product, in the one dialog frame, opened from the order page's line.
 * Stars 1 to 5, a title and text with counters, up to 5 photos and one short video (public uploads, shown
 * once the review is posted). What is typed is kept as the shopper's draft for the product (a reload loses
 * nothing; another shopper on the device never sees it) and asked about before a close throws it away. An
 * existing review opens for editing, with Delete. A refused send keeps everything typed and shows the API's
 * message under its field.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import Dialog from '../shared/Dialog.tsx';
import { Guarded, useDiscardGuard } from '../shared/DiscardQuestion.tsx';
import { BusyLabel, busyProps } from '../shared/Busy.tsx';
import PictureDrop from './PictureDrop.tsx';
import { useReturnPictures } from './useReturnPictures.ts';
import { useVideoUpload } from './useVideoUpload.ts';
import VideoPick from './VideoPick.tsx';
import { $overlay, overlay } from '../../stores/overlay.ts';
import { reviewDrafts } from '../../stores/review-drafts.ts';
import { toast } from '../../stores/toasts.ts';
import { ApiError, failureText } from '../../lib/api/index.ts';
import { createReview, deleteReview, getOwnReview, updateReview, type OwnReview } from '../../lib/api/reviews.ts';
import { productPath } from '../../lib/paths.ts';
import type { Stars } from '../../lib/rules/reviews.ts';
import {
  characterCount,
  refusalMessages,
  reviewErrors,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  type ReviewDraft,
  type ReviewField,
} from '../../lib/rules/review-writing.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import base from './OrderDetail.module.scss';
import styles from './ReviewForm.module.scss';

export const WRITE_REVIEW = 'write-review';

export type ReviewTarget = { productId: string; productName: string; sellerId: string };

const EMPTY: ReviewDraft = { ratings: 0, title: '', text: '', imageUrls: [], videoUrls: [] };

type Words = typeof import('./OrderDetail.words.en-IN.ts');

export default function ReviewForm({ target }: { target: ReviewTarget | null }) {
  const t = useWords<Words>();
  const locale = useLocale();
  const say = useSay();
  const open = useStore($overlay).type === WRITE_REVIEW;
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY);
  const [existing, setExisting] = useState<OwnReview | null>(null);
  const [loading, setLoading] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<ReviewField | 'form', string>>>({});
  const [sending, setSending] = useState(false);
  const [posted, setPosted] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const photos = useReturnPictures({ isPublic: true, max: REVIEW_PHOTOS_MAX });
  const clip = useVideoUpload();
  const { restore, clear } = photos;
  const { restore: restoreVideo, remove: dropVideo } = clip;
  const productId = target?.productId ?? '';
  /** The product whose review or draft has been read into the form: only then is the form saved as its draft. */
  const readFor = useRef('');
  /** What the shopper set before the review or draft arrived (a star tapped on a slow line): kept over what arrives. */
  const early = useRef<Partial<ReviewDraft>>({});

  // Opening: the shopper's review if there is one (to edit), else the saved draft, else a blank form.
  useEffect(() => {
    if (!open || !productId) return;
    let current = true;
    readFor.current = '';
    early.current = {};
    setErrors({});
    setPosted(false);
    setConfirmDelete(false);
    setLoading(true);
    getOwnReview(productId).then(
      (review) => {
        if (!current) return;
        setExisting(review);
        const start =
          reviewDrafts.get(productId) ??
          (review
            ? {
                ratings: review.ratings ?? 0,
                title: review.postTitle,
                text: review.postDesc ?? '',
                imageUrls: review.imageUrls,
                videoUrls: review.videoUrls,
              }
            : EMPTY);
        setDraft({ ...start, ...early.current });
        restore(start.imageUrls);
        restoreVideo(start.videoUrls[0]);
        readFor.current = productId;
        setLoading(false);
      },
      (failure) => {
        if (!current) return;
        setErrors({ form: failureText(failure) });
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [open, productId, restore, restoreVideo]);

  // Every change is kept as the product's draft (photos by their uploaded references).
  const imageUrls = photos.files;
  const videoUrls = clip.files;
  useEffect(() => {
    if (!open || posted || !productId || readFor.current !== productId) return;
    const next = { ...draft, imageUrls, videoUrls };
    const untouched =
      next.ratings === 0 && !next.title && !next.text && !next.imageUrls.length && !next.videoUrls.length;
    if (untouched) reviewDrafts.drop(productId);
    else reviewDrafts.save(productId, next);
  }, [open, posted, productId, draft, imageUrls.join('|'), videoUrls.join('|')]);

  const dirty = () => Boolean(reviewDrafts.get(productId)) && !posted;
  const guard = useDiscardGuard({
    isDirty: dirty,
    question: existing ? t.orders_discard_changes() : t.orders_discard_review(),
    detail: t.orders_discard_review_detail(),
    onDiscard: () => {
      reviewDrafts.drop(productId);
      overlay.close();
    },
  });

  const set = (change: Partial<ReviewDraft>) => {
    if (readFor.current !== productId) early.current = { ...early.current, ...change };
    setDraft((d) => ({ ...d, ...change }));
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      ratings: draft.ratings,
      postTitle: draft.title.trim(),
      postDesc: draft.text.trim(),
      imageUrls,
      videoUrls,
    };
    const found = reviewErrors({ ...draft, imageUrls, videoUrls });
    if (photos.uploading) found.imageUrls = t.orders_wait_for_photos();
    if (clip.uploading) found.videoUrls = t.orders_wait_for_video();
    if (Object.keys(found).length) return setErrors(found);
    if (sending) return;
    setSending(true);
    try {
      if (existing) await updateReview(existing.id, body);
      else await createReview(productId, body);
      setPosted(true);
      reviewDrafts.drop(productId);
      clear();
      dropVideo();
      toast.success(existing ? t.orders_review_updated() : t.orders_review_posted());
    } catch (failure) {
      // The API's message under its field; what was typed stays.
      setErrors(refusalMessages(failure instanceof ApiError ? failure.fields : {}, failureText(failure)));
    } finally {
      setSending(false);
    }
  }

  async function remove() {
    if (!existing) return;
    setSending(true);
    try {
      await deleteReview(existing.id);
      reviewDrafts.drop(productId);
      toast.success(t.orders_review_deleted());
      setPosted(true);
      overlay.close();
    } catch (failure) {
      setErrors({ form: failureText(failure) });
    } finally {
      setSending(false);
    }
  }

  const title = existing ? t.orders_edit_your_review() : t.orders_rate_this_product();
  const ratingLabels: Record<Stars, string> = {
    5: t.orders_rating_excellent(),
    4: t.orders_rating_very_good(),
    3: t.orders_rating_average(),
    2: t.orders_rating_poor(),
    1: t.orders_rating_very_bad(),
  };
  return (
    <Dialog
      type={WRITE_REVIEW}
      title={title}
      className={`${base.modal} ${styles.wide}`}
      onCloseRequest={guard.mayClose}
      onClosed={guard.reset}
    >
      <Guarded guard={guard}>
        {posted ? (
          <div className={styles.posted} role="status">
            <p className={styles.postedTitle}>{t.orders_review_is_live()}</p>
            <a
              className={base.primary}
              href={target ? localisedPath(productPath(target.sellerId, target.productId), locale) : '#'}
            >
              {t.orders_see_on_product_page()}
            </a>
          </div>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate aria-busy={loading || undefined}>
            <p className={styles.product}>{target?.productName}</p>
            {existing?.verified && <p className={styles.verified}>{t.orders_verified_purchase()}</p>}
            <fieldset className={styles.stars} aria-describedby={errors.ratings ? 'review-stars-error' : undefined}>
              <legend>{t.orders_your_rating()}</legend>
              {([1, 2, 3, 4, 5] as Stars[]).map((n) => (
                <label key={n} className={n <= draft.ratings ? styles.starOn : styles.star}>
                  <input
                    type="radio"
                    name="review-stars"
                    value={n}
                    checked={draft.ratings === n}
                    onChange={() => set({ ratings: n })}
                    aria-label={t.orders_stars_label({ count: n, label: ratingLabels[n] })}
                  />
                  <span aria-hidden="true">★</span>
                </label>
              ))}
              {draft.ratings > 0 && <span className={styles.starLabel}>{ratingLabels[draft.ratings as Stars]}</span>}
            </fieldset>
            {errors.ratings && (
              <p id="review-stars-error" className={styles.error}>
                {say(errors.ratings)}
              </p>
            )}
            <label className={styles.field}>
              <span>{t.orders_review_title()}</span>
              <input
                value={draft.title}
                maxLength={REVIEW_TITLE_MAX + 20}
                onChange={(e) => set({ title: e.target.value })}
                aria-invalid={Boolean(errors.postTitle)}
                placeholder={t.orders_review_title_placeholder()}
              />
              <span className={styles.count} aria-live="polite">
                {characterCount(draft.title, REVIEW_TITLE_MAX)}
              </span>
              {errors.postTitle && <span className={styles.error}>{say(errors.postTitle)}</span>}
            </label>
            <label className={styles.field}>
              <span>{t.orders_your_review()}</span>
              <textarea
                value={draft.text}
                rows={5}
                onChange={(e) => set({ text: e.target.value })}
                aria-invalid={Boolean(errors.postDesc)}
                placeholder={t.orders_review_placeholder()}
              />
              <span className={styles.count}>{characterCount(draft.text, REVIEW_TEXT_MAX)}</span>
              {errors.postDesc && <span className={styles.error}>{say(errors.postDesc)}</span>}
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
            {confirmDelete && (
              <div className={styles.confirm} role="alertdialog" aria-labelledby="review-delete-question">
                <p id="review-delete-question">{t.orders_delete_review_question()}</p>
                <button type="button" className={base.secondary} onClick={() => setConfirmDelete(false)}>
                  {t.orders_keep_it()}
                </button>
                <button type="button" className={base.danger} onClick={remove} {...busyProps(sending)}>
                  <BusyLabel busy={sending} idle={t.orders_delete()} working={t.orders_deleting()} />
                </button>
              </div>
            )}
            <div className={styles.actions}>
              {existing && !confirmDelete && (
                <button type="button" className={base.danger} onClick={() => setConfirmDelete(true)}>
                  {t.orders_delete_review()}
                </button>
              )}
              <button type="submit" className={base.primary} disabled={loading} {...busyProps(sending)}>
                <BusyLabel
                  busy={sending}
                  idle={existing ? t.orders_update_review() : t.orders_post_review()}
                  working={existing ? t.orders_updating() : t.orders_posting()}
                />
              </button>
            </div>
          </form>
        )}
      </Guarded>
    </Dialog>
  );
}
