/**
 * "Check delivery" on the product page (ours): a PIN gives the day the product would arrive if
 * ordered now ("Delivery by Tue, 1 Dec"), or says the PIN is not served. Its own small island beside the buy
 * box, hydrated on a first touch or when it comes into view (src/scripts/product-page.ts); the last PIN checked
 * is kept on the device ($deliveryPin), filled in and checked again next time. The field is uncontrolled, so
 * what is typed before hydration stays, and a Check or Enter before it is replayed once (client:interaction).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { checkDelivery, type DeliveryCheck } from '../../lib/api/delivery.ts';
import type { ApiError } from '../../lib/api/index.ts';
import { deliveryDayText } from '../../lib/rules/delivery.ts';
import { PIN_PATTERN } from '../../lib/rules/field-rules.ts';
import { formatWeekdayDay } from '../../lib/i18n/dates.ts';
import { BASE_LOCALE } from '../../lib/i18n/locales.ts';
import { $deliveryPin } from '../../stores/delivery-pin.ts';
import styles from './CheckDelivery.module.scss';
import { useIslandCommitted } from '../shared/useIslandCommitted.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';

type Words = typeof import('./CheckDelivery.words.en-IN.ts');

type Answer =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'done'; check: DeliveryCheck }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

export default function CheckDelivery({ productId }: { productId: string }) {
  const t = useWords<Words>();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  useIslandCommitted(field);
  const [answer, setAnswer] = useState<Answer>({ kind: 'idle' });
  const latest = useRef(0);

  async function check(pin: string) {
    if (!PIN_PATTERN.test(pin)) return setAnswer({ kind: 'invalid' });
    const call = ++latest.current;
    setAnswer({ kind: 'checking' });
    try {
      const result = await checkDelivery(pin, [productId]);
      if (call !== latest.current) return;
      $deliveryPin.set(pin);
      setAnswer({ kind: 'done', check: result });
    } catch (error) {
      if (call !== latest.current) return;
      const apiError = error as ApiError;
      setAnswer({ kind: 'failed', message: apiError.message });
    }
  }

  // The PIN checked last time, on this device: filled in (unless something was typed already) and checked.
  useEffect(() => {
    const saved = $deliveryPin.get();
    if (!saved || !field.current || field.current.value) return;
    field.current.value = saved;
    void check(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    void check(field.current?.value.trim() ?? '');
  }

  const invalid = answer.kind === 'invalid';
  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t.product_delivery_title()}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-pin`} className="visually-hidden">
          {t.product_delivery_pin_label()}
        </label>
        <input
          ref={field}
          id={`${id}-pin`}
          name="pin"
          className={styles.input}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t.product_delivery_pin_placeholder()}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-answer`}
          onInput={(event) => {
            const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 6);
            if (digits !== event.currentTarget.value) event.currentTarget.value = digits;
          }}
        />
        <button type="submit" className={styles.button} disabled={answer.kind === 'checking'}>
          {t.product_delivery_check()}
        </button>
      </form>
      <div id={`${id}-answer`} className={styles.answer} role="status">
        <AnswerText answer={answer} />
      </div>
    </section>
  );
}

function AnswerText({ answer }: { answer: Answer }) {
  const t = useWords<Words>();
  const locale = useLocale();
  const say = useSay();
  switch (answer.kind) {
    case 'idle':
      return <p className={styles.muted}>{t.product_delivery_prompt()}</p>;
    case 'checking':
      return <p className={styles.muted}>{t.product_delivery_checking()}</p>;
    case 'invalid':
      return <p className={styles.problem}>{t.product_delivery_pin_invalid()}</p>;
    case 'failed':
      // The API's message, in the page's language.
      return <p className={styles.problem}>{say(answer.message)}</p>;
    case 'done': {
      const { check } = answer;
      if (!check.served || !check.expectedBy)
        return <p className={styles.problem}>{t.product_delivery_not_served()}</p>;
      // English keeps "Tue, 1 Dec" (lib/rules/delivery.ts); Hindi names the weekday and month in full.
      const day =
        locale === BASE_LOCALE ? deliveryDayText(check.expectedBy) : formatWeekdayDay(check.expectedBy, locale);
      // Place names as the postal data has them.
      return (
        <>
          <p className={styles.date}>{t.product_delivery_by({ day })}</p>
          <p className={styles.muted}>
            {check.place
              ? t.product_delivery_place_cut_off({ district: check.place.district, state: check.place.state })
              : t.product_delivery_cut_off()}
          </p>
        </>
      );
    }
  }
}
