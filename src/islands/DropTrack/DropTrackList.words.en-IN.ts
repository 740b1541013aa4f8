/** The DropTrack list island's words in en-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Dialog.en-IN.ts';
export * from '../shared/words/SignInGate.en-IN.ts';
export * from '../shared/words/LoadState.en-IN.ts';
export {
  social_droptrack_big_drop,
  social_droptrack_diff_higher,
  social_droptrack_diff_lower,
  social_droptrack_diff_none,
  social_droptrack_empty_text,
  social_droptrack_empty_title,
  social_droptrack_grid_label,
  social_droptrack_keep,
  social_droptrack_list_note,
  social_droptrack_loading_list,
  social_droptrack_log_in,
  social_droptrack_meta,
  social_droptrack_now_hidden,
  social_droptrack_remove,
  social_droptrack_remove_label,
  social_droptrack_start_shopping,
  social_droptrack_stop_text,
  social_droptrack_stop_title,
  social_droptrack_stopped,
  social_droptrack_tracked_count,
  social_droptrack_was_hidden,
} from '../../paraglide/messages/en-IN.js';
