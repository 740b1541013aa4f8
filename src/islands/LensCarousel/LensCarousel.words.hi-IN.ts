/** Lens island's words in hi-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Dialog.hi-IN.ts';
export * from '../shared/words/LoadState.hi-IN.ts';
export * from '../shared/words/ReviewerBadge.hi-IN.ts';
export * from '../shared/words/Price.hi-IN.ts';
export * from '../shared/words/BadgeName.hi-IN.ts';
export * from '../shared/words/ReportDialog.hi-IN.ts';
export {
  social_lens_add_to_bag,
  social_lens_adding,
  social_lens_details,
  social_lens_empty_all,
  social_lens_empty_text,
  social_lens_empty_video,
  social_lens_like,
  social_lens_loading_what,
  social_lens_mute,
  social_lens_next,
  social_lens_open_post,
  social_lens_pause,
  social_lens_play,
  social_lens_post,
  social_lens_post_label,
  social_lens_previous,
  social_lens_product_label,
  social_lens_region,
  social_lens_report,
  social_lens_tab_all,
  social_lens_tab_video,
  social_lens_tabs_label,
  social_lens_unmute,
} from '../../paraglide/messages/hi-IN.js';
