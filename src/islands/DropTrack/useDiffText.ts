/**
 * How far a tracked price moved, in the page's language: "12% lower", "5% higher", "No change yet" (the words
 * diffText writes in English, src/lib/rules/droptrack.ts).
 */
import { useWords } from '../shared/words.tsx';

type Words = typeof import('./DropTrackList.words.en-IN.ts');

export function useDiffText(): (diff: number) => string {
  const t = useWords<Words>();
  return (diff) => {
    if (!Number.isFinite(diff) || diff === 0) return t.social_droptrack_diff_none();
    return diff > 0
      ? t.social_droptrack_diff_lower({ percent: diff })
      : t.social_droptrack_diff_higher({ percent: -diff });
  };
}
