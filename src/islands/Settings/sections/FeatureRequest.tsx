/**
 * Request a Feature: free text sent with POST feature. Too little text (empty, blank or under the
 * field rule's minimum) gives "No input found"; success opens the feature-request-success modal promising a
 * reply within 7 days and clears the box; a failure keeps the text and says so (past the daily limit, the
 * server's reason too). What is typed is a draft that outlives the section: leaving it (the phone's "Back
 * to Settings", Back, another section) and coming back finds the text as it was, until it is sent.
 */
import { useId, useState, type FormEvent } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { FEATURE_REQUEST_MAX, FEATURE_REQUEST_MIN, featureRequestError } from '../../../lib/rules/field-rules.ts';
import { sendFeatureRequest } from '../../../lib/api/account.ts';
import { failureText } from '../../../lib/api/index.ts';
import { overlay } from '../../../stores/overlay.ts';
import { toast } from '../../../stores/toasts.ts';
import { site } from '../../../lib/site.ts';
import Dialog from '../../shared/Dialog.tsx';
import { useWords } from '../../shared/words.tsx';
import { useSay } from '../../shared/useSay.ts';
import styles from './Section.module.scss';
import own from './FeatureRequest.module.scss';
import IconCheck from '~icons/lucide/check.jsx';

export const FEATURE_SENT = 'feature-request-success';
export const REPLY_WITHIN_DAYS = 7;

/** The request being typed, kept while the page is open (the section unmounts when the shopper leaves it). */
const $draft = atom('');

type Words = typeof import('../Settings.words.en-IN.ts');

export default function FeatureRequest() {
  const t = useWords<Words>();
  const say = useSay();
  const id = useId();
  const text = useStore($draft);
  const setText = (value: string) => $draft.set(value);
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setFailure('');
    const message = featureRequestError(text);
    if (message) {
      // The spec's English warning: the toaster and the line under the box say it in the page's language.
      setError(message);
      toast.warning(message);
      return;
    }
    setSending(true);
    try {
      await sendFeatureRequest(text.trim());
      setText('');
      overlay.open(FEATURE_SENT);
    } catch (caught) {
      // A limit reached (429) says so: "try again" alone would only meet it again.
      const message = failureText(caught);
      console.error(message);
      setFailure(message);
      toast.error(message);
    } finally {
      setSending(false);
    }
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <>
      <p className={styles.intro}>{t.settings_feature_intro({ name: site.name, days: REPLY_WITHIN_DAYS })}</p>
      <form onSubmit={submit} noValidate className={own.form}>
        <label htmlFor={id} className={own.label}>
          {t.settings_feature_label()}
        </label>
        <textarea
          id={id}
          className={own.textarea}
          value={text}
          rows={6}
          maxLength={FEATURE_REQUEST_MAX}
          placeholder={t.settings_feature_placeholder()}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : '', hintId].filter(Boolean).join(' ')}
          onChange={(event) => {
            setText(event.target.value);
            setError('');
          }}
        />
        <div className={own.under}>
          {error ? (
            <p id={errorId} className={own.error}>
              {say(error)}
            </p>
          ) : (
            <span />
          )}
          <p id={hintId} className={own.count}>
            {t.settings_feature_count({ min: FEATURE_REQUEST_MIN, length: text.length, max: FEATURE_REQUEST_MAX })}
          </p>
        </div>
        {failure && (
          <p className={styles.alert} role="alert">
            {say(failure)} {t.settings_feature_kept()}
          </p>
        )}
        <div>
          <button type="submit" className={styles.primary} disabled={sending}>
            {sending ? t.settings_feature_sending() : t.settings_feature_send()}
          </button>
        </div>
      </form>

      <Dialog type={FEATURE_SENT} title={t.settings_feature_sent()} hideTitle className={styles.smallDialog}>
        <div className={styles.done}>
          <span className={styles.doneIcon} aria-hidden="true">
            <IconCheck size={28} strokeWidth={2.2} />
          </span>
          <strong>{t.settings_feature_thanks()}</strong>
          <p>{t.settings_feature_reply({ days: REPLY_WITHIN_DAYS })}</p>
          <button type="button" className={styles.primary} onClick={() => overlay.close()}>
            {t.settings_feature_done()}
          </button>
        </div>
      </Dialog>
    </>
  );
}
