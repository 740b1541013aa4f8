/**
 * One Lens post opened on its own, in the one dialog frame: its picture or video (with the browser's
 * controls), the author, the whole text (clamped to three lines in the feed) and its product. The carousel
 * gives it an address (?post=<id>), so a reload or a shared link opens it again and Back closes it.
 */
import type { LensPost } from '../../lib/api/lens.ts';
import { isVideoPost } from '../../lib/rules/lens.ts';
import { imageSizes, imageSrcSet, imageUrl, videoUrl } from '../../lib/images.ts';
import Dialog from '../shared/Dialog.tsx';
import LensProduct from './LensProduct.tsx';
import { Author, LikeButton, Words } from './LensPostView.tsx';
import type { PostLikes } from '../shared/usePostLikes.ts';
import { useSaveData } from '../shared/useSaveData.ts';
import { useWords } from '../shared/words.tsx';
import styles from './LensCarousel.module.scss';

export const LENS_POST = 'lens-post';

type Words = typeof import('./LensCarousel.words.en-IN.ts');

export default function LensPostDialog({
  post,
  onClosed,
  likes,
  onReport,
}: {
  post: LensPost | null;
  onClosed: () => void;
  likes: PostLikes;
  onReport: (postId: string) => void;
}) {
  // Data saver: the opened video waits for the shopper's Play.
  const saveData = useSaveData();
  const t = useWords<Words>();
  return (
    <Dialog
      type={LENS_POST}
      title={post?.postTitle ?? t.social_lens_post()}
      className={styles.postDialog}
      onClosed={onClosed}
    >
      {post ? (
        <div className={styles.opened}>
          <div className={styles.openedMedia}>
            {isVideoPost(post) ? (
              <video
                className={styles.openedItem}
                src={videoUrl(post.videoUrls[0]!)}
                poster={post.imageUrls[0] ? imageUrl(post.imageUrls[0], 640) : undefined}
                controls
                autoPlay={!saveData}
                preload={saveData ? 'none' : undefined}
                muted
                loop
                playsInline
                aria-label={post.postTitle}
              />
            ) : (
              <img
                className={styles.openedItem}
                src={imageUrl(post.imageUrls[0]!, 640)}
                srcSet={imageSrcSet(post.imageUrls[0]!)}
                sizes={imageSizes(post.imageUrls[0]!, '(max-width: 600px) 100vw, 420px')}
                alt={post.postTitle}
              />
            )}
          </div>
          <div className={styles.openedText}>
            <div className={styles.openedAuthor}>
              <Author post={post} />
            </div>
            {post.postDesc ? <Words text={post.postDesc} whole /> : null}
            <div className={styles.openedActions}>
              <LikeButton post={post} likes={likes} className={styles.likeInline} />
              <button type="button" className={styles.reportLink} onClick={() => onReport(post.id)}>
                {t.social_lens_report()}
              </button>
            </div>
            <LensProduct product={post.product} />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
