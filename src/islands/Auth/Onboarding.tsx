/**
 * /auth/onboarding (shopper-core §2, §7 POST onboarding): the first preferences after signup. One gender,
 * several values in the other groups; Skip goes on without saving. Afterwards `next` (a path of this site)
 * or home. Visitors see "Log in to continue".
 */
import { useEffect, useState, type FormEvent } from 'react';
import { addPreferences } from '../../lib/api/auth.ts';
import { REQUIRED_FIELD } from '../../lib/rules/field-rules.ts';
import { NO_PREFERENCES, onboardingBody } from '../../lib/rules/preferences.ts';
import type { Preferences } from '../../lib/api/types.ts';
import PreferenceChoices from '../shared/PreferenceChoices/PreferenceChoices.tsx';
import { homePath, safeReturnPath } from '../../lib/paths.ts';
import SignInGate from '../shared/SignInGate.tsx';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import styles from './Auth.module.scss';

type Words = typeof import('./Onboarding.words.en-IN.ts');

export default function OnboardingPage() {
  return (
    <SignInGate>
      <Onboarding />
    </SignInGate>
  );
}

function Onboarding() {
  const t = useWords<Words>();
  const say = useSay();
  const home = localisedPath(homePath(), useLocale());
  const [chosen, setChosen] = useState<Preferences>(NO_PREFERENCES);
  const [genderMissing, setGenderMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [destination, setDestination] = useState(home);

  useEffect(() => setDestination(safeReturnPath(new URLSearchParams(window.location.search).get('next')) ?? home), []);

  const pick = (next: Preferences) => {
    setChosen(next);
    if (next.gender) setGenderMissing(false);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const body = onboardingBody(chosen);
    if (!body) {
      setGenderMissing(true);
      document.querySelector<HTMLInputElement>('input[type="radio"][value="MALE"]')?.focus();
      return;
    }
    setSaving(true);
    setFailed(null);
    try {
      await addPreferences(body);
      window.location.assign(destination);
    } catch (failure) {
      // Spec §8 only logs this failure; the shopper is told too, and the choices stay for another try.
      console.error((failure as Error).message);
      setFailed((failure as Error).message);
      setSaving(false);
    }
  }

  return (
    <form className={[styles.form, styles.onboarding].join(' ')} noValidate onSubmit={save}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t.auth_onboarding_heading()}</h1>
        <p className={styles.lead}>{t.auth_onboarding_lead()}</p>
      </div>
      <PreferenceChoices value={chosen} onChange={pick} errors={genderMissing ? { gender: REQUIRED_FIELD } : {}} />
      {failed && (
        <p className={styles.error} role="alert">
          {say(failed)} {t.auth_choices_kept()}
        </p>
      )}
      <div className={styles.actions}>
        <button className={styles.primary} type="submit" aria-disabled={saving ? true : undefined}>
          {saving ? t.auth_saving() : t.auth_save_continue()}
        </button>
        <a className={styles.secondary} href={destination}>
          {t.auth_skip()}
        </a>
      </div>
    </form>
  );
}
