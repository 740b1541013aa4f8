/**
 * The code screen of login and signup (shopper-core §2, §5): four single-digit boxes (digits only, the next
 * box takes focus as one is filled, Backspace moves back, a pasted or SMS-autofilled code fills them all),
 * verified when the fourth digit is in or on Verify; a resend link with a countdown; and what the server
 * refuses (wrong code, a locked phone, too many codes) said next to the boxes.
 */
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { ApiError } from '../../lib/api/index.ts';
import type { Tokens } from '../../lib/api/auth.ts';
import { OTP_LENGTH, WRONG_OTP, otpError } from '../../lib/rules/field-rules.ts';
import {
  CODE_REFUSALS,
  RESEND_AFTER_SECONDS,
  backspaceTarget,
  clockText,
  displayPhone,
  emptyBoxes,
  enterDigits,
  refusalOf,
  typedDigits,
} from '../../lib/rules/phone-code.ts';
import { codeSentAt } from '../../stores/sign-in-notes.ts';
import { toast } from '../../stores/toasts.ts';
import { useCountdown } from './useCountdown.ts';
import { refusalWords } from './refusal-words.ts';
import Tagged from '../shared/Tagged.tsx';
import { useWords } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import styles from './Auth.module.scss';

type Words = typeof import('./CodeStep.words.en-IN.ts');

type Props = {
  phone: string;
  /** What an empty code says: 'Please enter OTP' at login, 'No input found' at signup (spec §5; said in the page's language). */
  emptyMessage: string;
  verifyLabel: string;
  /** When the code on its way was sent (ms), for the resend countdown; null when unknown. */
  sentAt: number | null;
  verify: (code: string) => Promise<Tokens | null>;
  resend: () => Promise<unknown>;
  onSignedIn: (tokens: Tokens) => Promise<void>;
  onChangeNumber: () => void;
};

export default function CodeStep({
  phone,
  emptyMessage,
  verifyLabel,
  sentAt,
  verify,
  resend,
  onSignedIn,
  onChangeNumber,
}: Props) {
  const t = useWords<Words>();
  const say = useSay();
  const [boxes, setBoxes] = useState(() => emptyBoxes());
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(sentAt ? sentAt + RESEND_AFTER_SECONDS * 1000 : null);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const [pending, setPending] = useState<'verify' | 'resend' | 'signing-in' | null>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const busy = useRef(false);
  const resendIn = useCountdown(resendAt);
  const lockedFor = useCountdown(lockedUntil);
  const locked = lockedFor > 0;

  const focusBox = (index: number) => {
    const input = inputs.current[index];
    input?.focus();
    input?.select();
  };

  useEffect(() => focusBox(0), []);
  // Once a lock has passed, the message that announced it no longer holds.
  useEffect(() => {
    if (lockedUntil && lockedFor === 0) {
      setLockedUntil(null);
      setError(null);
    }
  }, [lockedUntil, lockedFor]);

  async function submit(code: string) {
    if (busy.current || locked) return;
    const problem = otpError(code, emptyMessage);
    if (problem) {
      setError(problem);
      focusBox(
        Math.max(
          0,
          boxes.findIndex((digit) => !digit),
        ),
      );
      return;
    }
    busy.current = true;
    setPending('verify');
    setError(null);
    try {
      const tokens = await verify(code);
      if (!tokens) {
        setError(WRONG_OTP);
        setBoxes(emptyBoxes());
        focusBox(0);
        setPending(null);
        return;
      }
      setPending('signing-in');
      await onSignedIn(tokens);
    } catch (failure) {
      setPending(null);
      if (failure instanceof ApiError && failure.status === 429) {
        const refusal = refusalOf(failure.serverMessage, failure.retryAfterSeconds);
        setError(refusalWords(t, refusal));
        if (refusal.kind === 'locked') setLockedUntil(Date.now() + refusal.seconds * 1000);
      } else if (
        failure instanceof ApiError &&
        (failure.status === 400 || failure.status === 409) &&
        Object.keys(failure.fields).length
      ) {
        // An expired code (400, "Code expired. Request a new one.") or, at signup, a phone or name taken meanwhile.
        setError(failure.status === 400 ? failure.serverMessage : Object.values(failure.fields)[0]![0]!);
      } else {
        console.error(failure);
        toast.error((failure as Error).message);
      }
    } finally {
      busy.current = false;
    }
  }

  async function askAgain() {
    if (busy.current) return;
    busy.current = true;
    setPending('resend');
    setNote(null);
    try {
      await resend();
      const now = Date.now();
      codeSentAt.mark(phone, now);
      setResendAt(now + RESEND_AFTER_SECONDS * 1000);
      setBoxes(emptyBoxes());
      setError(null);
      toast.success(t.auth_code_sent());
      focusBox(0);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 429) {
        const refusal = refusalOf(failure.serverMessage, failure.retryAfterSeconds);
        setNote(refusalWords(t, refusal));
        setResendAt(Date.now() + refusal.seconds * 1000);
      } else if (failure instanceof ApiError && failure.status === 503) {
        setNote(CODE_REFUSALS.unavailable);
      } else {
        console.error(failure);
        toast.error((failure as Error).message);
      }
    } finally {
      busy.current = false;
      setPending(null);
    }
  }

  function put(index: number, digits: string) {
    const entered = enterDigits(boxes, index, digits);
    setBoxes(entered.boxes);
    setError(null);
    if (!digits) return;
    focusBox(entered.focus);
    if (entered.boxes.every(Boolean)) void submit(entered.boxes.join(''));
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !boxes[index] && index > 0) {
      event.preventDefault();
      const target = backspaceTarget(boxes, index);
      setBoxes(enterDigits(boxes, target, '').boxes);
      focusBox(target);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    put(index, event.clipboardData.getData('text').replace(/\D/g, ''));
  }

  const disabled = locked || pending === 'signing-in';
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(boxes.join(''));
      }}
    >
      <div className={styles.heading}>
        <h1 className={styles.title}>{t.auth_verify_heading()}</h1>
        <p className={styles.lead}>
          <Tagged
            parts={t.auth_code_sent_to.parts({ length: OTP_LENGTH, phone: displayPhone(phone) })}
            tags={{ strong: (text) => <strong className={styles.nowrap}>{text}</strong> }}
          />{' '}
          <button
            type="button"
            className={styles.textButton}
            onClick={onChangeNumber}
            disabled={pending === 'signing-in'}
          >
            {t.auth_change_number()}
          </button>
        </p>
      </div>
      <fieldset className={styles.codeFieldset} aria-describedby={error ? 'code-error' : undefined}>
        <legend className={styles.label}>{t.auth_enter_code({ length: OTP_LENGTH })}</legend>
        <div className={styles.boxes}>
          {boxes.map((digit, index) => (
            <input
              key={index}
              ref={(element) => {
                inputs.current[index] = element;
              }}
              className={[styles.box, error ? styles.invalid : ''].join(' ')}
              type="text"
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={t.auth_digit_label({ position: index + 1, length: OTP_LENGTH })}
              aria-invalid={error ? true : undefined}
              value={digit}
              disabled={disabled}
              onChange={(event) => put(index, typedDigits(digit, event.target.value))}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={(event) => onPaste(index, event)}
              onFocus={(event) => event.target.select()}
            />
          ))}
        </div>
        {error && (
          <p className={styles.error} id="code-error" role="alert">
            {say(error)}
          </p>
        )}
      </fieldset>
      <button
        className={styles.primary}
        type="submit"
        disabled={disabled}
        aria-disabled={pending === 'verify' ? true : undefined}
      >
        {pending === 'signing-in' ? t.auth_signing_in() : pending === 'verify' ? t.auth_checking() : verifyLabel}
      </button>
      <div className={styles.resend}>
        {note && (
          <p className={styles.warning} role="status">
            {say(note)}
          </p>
        )}
        {resendIn > 0 ? (
          <p className={styles.muted}>
            {t.auth_didnt_get()} <span role="timer">{t.auth_resend_in({ time: clockText(resendIn) })}</span>
          </p>
        ) : (
          <p className={styles.muted}>
            {t.auth_didnt_get()}{' '}
            <button
              type="button"
              className={styles.textButton}
              onClick={() => void askAgain()}
              disabled={pending !== null}
            >
              {pending === 'resend' ? t.auth_sending() : t.auth_resend()}
            </button>
          </p>
        )}
      </div>
    </form>
  );
}
