/**
 * My Preference: the five onboarding groups, preselected from the saved profile. Update is enabled only
 * when something differs from the saved values (shopper-core §4); it sends PUT user/preferences.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { preferences, $preferences, savePreferences } from '../../../stores/preferences.ts';
import { preferencesDiffer, type PreferenceGroup } from '../../../lib/rules/preferences.ts';
import { preferencesSchema } from '../../../lib/schemas.ts';
import type { Preferences as Saved } from '../../../lib/api/types.ts';
import { toast } from '../../../stores/toasts.ts';
import LoadState from '../../shared/LoadState.tsx';
import PreferenceChoices from '../../shared/PreferenceChoices/PreferenceChoices.tsx';
import styles from './Section.module.scss';

export default function Preferences() {
  const state = useStore($preferences);
  useEffect(() => void preferences.load(), []);
  return (
    <>
      <p className={styles.intro}>
        Tell us what you like and we will show you more of it: new arrivals, offers and stores picked for you.
      </p>
      <LoadState state={state} what="your preferences" onRetry={() => void preferences.refresh()}>
        {(saved) => <PreferencesForm saved={saved} />}
      </LoadState>
    </>
  );
}

function PreferencesForm({ saved }: { saved: Saved }) {
  const [chosen, setChosen] = useState<Saved>(saved);
  const [errors, setErrors] = useState<Partial<Record<PreferenceGroup, string>>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const changed = preferencesDiffer(saved, chosen);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!changed || saving) return;
    const parsed = preferencesSchema.safeParse(chosen);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setSaving(true);
    setFailure('');
    try {
      await savePreferences(parsed.data);
      toast.success('Preferences updated');
    } catch (error) {
      const message = (error as Error).message;
      console.error(message);
      setFailure(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <PreferenceChoices
        value={chosen}
        errors={errors}
        onChange={(next) => {
          setChosen(next);
          setErrors({});
          setFailure('');
        }}
      />
      {failure && (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={!changed || saving}>
          {saving ? 'Updating…' : 'Update'}
        </button>
        {changed && !saving && (
          <button type="button" className={styles.secondary} onClick={() => setChosen(saved)}>
            Undo changes
          </button>
        )}
      </div>
      {!changed && <p className={styles.muted}>Change a choice to update your preferences.</p>}
    </form>
  );
}
