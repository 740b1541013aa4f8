/**
 * Pictures a shopper adds (return photos, the profile picture; stores-and-social §4: images only, by pick or
 * drag and drop). The API's POST upload takes the same list: these image types (each with the extensions it
 * accepts, the first the one the storefront sends), at most 5 MB each.
 */
export const PICTURE_TYPES: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/avif': ['avif'],
};

export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** A short video on a review or a Lens post (ours): MP4 or WebM, at most 20 MB, one per review or post. */
export const VIDEO_TYPES: Record<string, string[]> = { 'video/mp4': ['mp4'], 'video/webm': ['webm'] };
export const VIDEO_MAX_BYTES = 20 * 1024 * 1024;
export const VIDEO_ACCEPT = Object.keys(VIDEO_TYPES).join(',');
export const VIDEO_MESSAGES = {
  notVideo: 'Only MP4 or WebM videos can be added.',
  tooBig: 'A video can be at most 20 MB.',
} as const;

/** Why a video cannot be added, or null when it can. */
export function videoProblem(file: { type: string; size: number }): string | null {
  if (!VIDEO_TYPES[file.type]) return VIDEO_MESSAGES.notVideo;
  if (file.size > VIDEO_MAX_BYTES) return VIDEO_MESSAGES.tooBig;
  return null;
}

/** The most bytes an upload of this type may hold. */
export const maxBytesFor = (contentType: string) => (VIDEO_TYPES[contentType] ? VIDEO_MAX_BYTES : PICTURE_MAX_BYTES);
/** The most pictures one return takes. */
export const MAX_RETURN_PICTURES = 6;

/** The `accept` attribute of a picture input. */
export const PICTURE_ACCEPT = Object.keys(PICTURE_TYPES).join(',');

export const extensionFor = (type: string) => PICTURE_TYPES[type]?.[0] ?? VIDEO_TYPES[type]?.[0] ?? '';

export const PICTURE_MESSAGES = {
  notImage: 'Only pictures can be added (JPEG, PNG, WebP, GIF or AVIF).',
  tooBig: 'Pictures can be at most 5 MB.',
  tooMany: `You can add up to ${MAX_RETURN_PICTURES} pictures.`,
} as const;

/** What an upload holds, by its type: a picture or a video (null: neither). */
export type MediaKind = 'picture' | 'video';
export const mediaKindOf = (contentType: string): MediaKind | null =>
  PICTURE_TYPES[contentType] ? 'picture' : VIDEO_TYPES[contentType] ? 'video' : null;

/**
 * What each place that holds uploads takes. The API judges an upload by the type found in its bytes and
 * refuses another kind on the place's field with `WRONG_KIND`, the message the forms show for a wrong file.
 */
export const UPLOAD_PLACES = {
  reviewPhoto: 'picture',
  reviewVideo: 'video',
  postPhoto: 'picture',
  postVideo: 'video',
  returnPicture: 'picture',
  profilePicture: 'picture',
} as const satisfies Record<string, MediaKind>;

export const WRONG_KIND: Record<MediaKind, string> = {
  picture: PICTURE_MESSAGES.notImage,
  video: VIDEO_MESSAGES.notVideo,
};

/** The message past a form's picture limit (a return takes 6, a review 5). */
export const tooManyPictures = (max: number) => `You can add up to ${max} pictures.`;

/**
 * What one shopper may upload (the API's POST upload enforces it, answering 429 with Retry-After): at most
 * `count` uploads in any `windowMs`, and at most `bytesPerDay` bytes (declared sizes) in any `dayMs`.
 */
export const UPLOAD_LIMITS = {
  count: 20,
  windowMs: 10 * 60_000,
  bytesPerDay: 100 * 1024 * 1024,
  dayMs: 24 * 60 * 60_000,
} as const;

/** "in 4 minutes", "in 3 hours": a wait in words, rounded up (at least a minute). */
function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} hour${hours === 1 ? '' : 's'}`;
}

/** The 429 message for an upload past a limit: the rate (20 in 10 minutes) or the day's bytes (100 MB). */
export function uploadLimitMessage(reason: 'rate' | 'bytes', retryAfterSeconds: number): string {
  return reason === 'rate'
    ? `You have uploaded ${UPLOAD_LIMITS.count} pictures in the last 10 minutes. Try again ${waitText(retryAfterSeconds)}.`
    : `You have reached today's upload limit of 100 MB. Try again ${waitText(retryAfterSeconds)}.`;
}

/** Why a file cannot be added, or null when it can. */
export function pictureProblem(file: { type: string; size: number }): string | null {
  if (!PICTURE_TYPES[file.type]) return PICTURE_MESSAGES.notImage;
  if (file.size > PICTURE_MAX_BYTES) return PICTURE_MESSAGES.tooBig;
  return null;
}

/**
 * Splits dropped or picked files into those that fit (up to the room left) and one message for the rest:
 * the first problem met, in the order files were given.
 */
export function admitPictures<T extends { type: string; size: number }>(
  files: T[],
  alreadyAdded: number,
  max: number = MAX_RETURN_PICTURES,
): { admitted: T[]; problem: string | null } {
  const admitted: T[] = [];
  let problem: string | null = null;
  for (const file of files) {
    const why = pictureProblem(file) ?? (alreadyAdded + admitted.length >= max ? tooManyPictures(max) : null);
    if (why) problem ??= why;
    else admitted.push(file);
  }
  return { admitted, problem };
}
