/** The DropTrack product island's words in hi-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Dialog.hi-IN.ts';
export * from '../shared/words/SignInGate.hi-IN.ts';
export * from '../shared/words/LoadState.hi-IN.ts';
export * from '../shared/words/ProductView.hi-IN.ts';
export {
  social_droptrack_all_tracked,
  social_droptrack_back,
  social_droptrack_banner,
  social_droptrack_big_drop,
  social_droptrack_breadcrumb,
  social_droptrack_chart_axis,
  social_droptrack_chart_point,
  social_droptrack_chart_summary,
  social_droptrack_comparison,
  social_droptrack_diff_higher,
  social_droptrack_diff_lower,
  social_droptrack_diff_none,
  social_droptrack_doc_title,
  social_droptrack_full_details,
  social_droptrack_loading_product,
  social_droptrack_log_in,
  social_droptrack_lowest,
  social_droptrack_missing_text,
  social_droptrack_missing_title,
  social_droptrack_not_tracking,
  social_droptrack_now,
  social_droptrack_product_note,
  social_droptrack_since,
  social_droptrack_started,
} from '../../paraglide/messages/hi-IN.js';
