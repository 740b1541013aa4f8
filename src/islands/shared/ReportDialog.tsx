/**
 * Reporting a review or a Lens post: a reason to choose (and words for "Something else"), sent to
 * the moderators' queue; the item stays visible until someone reviews it, and the shopper is told so. In the
 * one dialog frame. A visitor is asked to log in first.
 */
import { useState, type FormEvent } from 'react';
import Dialog from './Dialog.tsx';
import { useWords } from './words.tsx';
import { useSay } from './useSay.ts';
import { BusyLabel, busyProps } from './Busy.tsx';
import { failureText } from '../../lib/api/index.ts';
import { reportPost } from '../../lib/api/reviews.ts';
import { REPORT_REASONS, reportReason } from '../../lib/rules/review-writing.ts';
import { $signedIn } from '../../stores/session.ts';
import { askToLogIn } from '../../stores/log-in-prompt.ts';
import { overlay } from '../../stores/overlay.ts';
import { toast } from '../../stores/toasts.ts';
import styles from './ReportDialog.module.scss';

export const REPORT_POST = 'report-post';

type Words = typeof import('./words/ReportDialog.en-IN.ts');

export function useReport() {
  const [postId, setPostId] = useState<string | null>(null);
  return {
    postId,
    ask(id: string) {
      if (!$signedIn.get()) return askToLogIn();
      setPostId(id);
      overlay.open(REPORT_POST);
    },
  };
}

export default function ReportDialog({
  report,
  what,
}: {
  report: ReturnType<typeof useReport>;
  what: 'review' | 'post';
}) {
  const [choice, setChoice] = useState<string>('');
  const [words, setWords] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const t = useWords<Words>();
  const say = useSay();
  // The reasons are sent in English (the moderators' queue reads them); each is shown in the page's language.
  const reasonLabels: Record<(typeof REPORT_REASONS)[number], string> = {
    'Spam or advertising': t.common_report_reason_spam(),
    'Not about this product': t.common_report_reason_off_topic(),
    'Offensive or hateful': t.common_report_reason_offensive(),
    'Fake or misleading': t.common_report_reason_fake(),
    'Something else': t.common_report_reason_other(),
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const reason = reportReason(choice, words);
    if (!reason) return setError(t.common_report_choose());
    if (!report.postId || sending) return;
    setSending(true);
    setError('');
    try {
      await reportPost(report.postId, reason);
      toast.success(t.common_report_thanks());
      overlay.close();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      type={REPORT_POST}
      title={what === 'review' ? t.common_report_title_review() : t.common_report_title_post()}
      onClosed={() => (setChoice(''), setWords(''), setError(''))}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.reasons}>
          <legend>{t.common_report_legend()}</legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className={styles.reason}>
              <input
                type="radio"
                name="report-reason"
                value={reason}
                checked={choice === reason}
                onChange={() => (setChoice(reason), setError(''))}
              />
              {reasonLabels[reason]}
            </label>
          ))}
        </fieldset>
        {choice === 'Something else' && (
          <label className={styles.words}>
            <span>{t.common_report_more()}</span>
            <textarea rows={3} value={words} maxLength={300} onChange={(e) => setWords(e.target.value)} />
          </label>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {say(error)}
          </p>
        )}
        <button type="submit" className={styles.send} {...busyProps(sending)}>
          <BusyLabel busy={sending} idle={t.common_report_send()} working={t.common_report_sending()} />
        </button>
      </form>
    </Dialog>
  );
}
