/**
 * /auth/onboarding (shopper-core §2, §7 POST onboarding): the first preferences after signup. One gender,
 * several values in the other groups; Skip goes on without saving. Afterwards `next` (a path of this site)
 * or home. Visitors see "Log in to continue".
 */
import { useEffect, useState, type FormEvent } from 'react';
import { addPreferences } from '../../lib/api/auth.ts';
import { REQUIRED_FIELD } from '../../lib/rules/field-rules.ts';
import {
  PREFERENCE_GROUPS, PREFERENCE_OPTIONS, emptyPreferences, onboardingBody, preferenceLabel, togglePreference, type PreferenceGroup,
} from '../../lib/rules/preferences.ts';
import { homePath, safeReturnPath } from '../../lib/paths.ts';
import SignInGate from '../shared/SignInGate.tsx';
import styles from './Auth.module.scss';

export default function OnboardingPage() {
  return (
    <SignInGate>
      <Onboarding />
    </SignInGate>
  );
}

function Onboarding() {
  const [chosen, setChosen] = useState(emptyPreferences);
  const [genderMissing, setGenderMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [destination, setDestination] = useState(homePath());

  useEffect(() => setDestination(safeReturnPath(new URLSearchParams(window.location.search).get('next')) ?? homePath()), []);

  const pick = (group: PreferenceGroup, value: string) => {
    setChosen((current) => togglePreference(current, group, value));
    if (group === 'gender') setGenderMissing(false);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const body = onboardingBody(chosen);
    if (!body) {
      setGenderMissing(true);
      document.getElementById('pref-gender-MALE')?.focus();
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
        <h1 className={styles.title}>What do you like?</h1>
        <p className={styles.lead}>Pick a few and we’ll put them first. You can change these any time in Settings.</p>
      </div>
      {PREFERENCE_GROUPS.map(({ group, title, multiple }) => (
        <fieldset key={group} className={styles.prefGroup} aria-describedby={group === 'gender' && genderMissing ? 'pref-gender-error' : undefined}>
          <legend className={styles.label}>
            {title}
            <span className={styles.legendNote}>{multiple ? 'Pick any' : 'Pick one'}</span>
          </legend>
          <div className={styles.chips}>
            {PREFERENCE_OPTIONS[group].map((value) => {
              const id = `pref-${group}-${value}`;
              return (
                <span key={value} className={styles.chip}>
                  <input
                    id={id}
                    type={multiple ? 'checkbox' : 'radio'}
                    name={group}
                    value={value}
                    checked={chosen[group].includes(value)}
                    onChange={() => pick(group, value)}
                    aria-invalid={group === 'gender' && genderMissing ? true : undefined}
                  />
                  <label htmlFor={id}>
                    <svg className={styles.tick} width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                      <path d="M20 6 9 17l-5-5" />
                    </svg>
                    {preferenceLabel(value)}
                  </label>
                </span>
              );
            })}
          </div>
          {group === 'gender' && genderMissing && (
            <p className={styles.error} id="pref-gender-error" role="alert">
              {REQUIRED_FIELD}
            </p>
          )}
        </fieldset>
      ))}
      {failed && (
        <p className={styles.error} role="alert">
          {failed} Your choices are kept: try again.
        </p>
      )}
      <div className={styles.actions}>
        <button className={styles.primary} type="submit" aria-disabled={saving ? true : undefined}>
          {saving ? 'Saving…' : 'Save and continue'}
        </button>
        <a className={styles.secondary} href={destination}>
          Skip
        </a>
      </div>
    </form>
  );
}
