/** The report dialog's words in hi-IN (src/islands/shared/ReportDialog.tsx; an island re-exports Dialog's words beside these). */
export {
  common_report_choose,
  common_report_thanks,
  common_report_title_review,
  common_report_title_post,
  common_report_legend,
  common_report_reason_spam,
  common_report_reason_off_topic,
  common_report_reason_offensive,
  common_report_reason_fake,
  common_report_reason_other,
  common_report_more,
  common_report_send,
  common_report_sending,
} from '../../../paraglide/messages/hi-IN.js';
