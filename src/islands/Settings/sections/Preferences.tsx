/**
 * My Preference: the five onboarding groups, preselected from the saved profile. Update is enabled only
 * when something differs from the saved values (shopper-core §4); it sends PUT user/preferences.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { preferences, $preferences, savePreferences } from '../../../stores/preferences.ts';
import {
  preferencesBody,
  preferencesDiffer,
  preferencesErrors,
  type PreferenceGroup,
} from '../../../lib/rules/preferences.ts';
import type { Preferences as Saved } from '../../../lib/api/types.ts';
import { toast } from '../../../stores/toasts.ts';
import LoadState from '../../shared/LoadState.tsx';
import PreferenceChoices from '../../shared/PreferenceChoices/PreferenceChoices.tsx';
import { useWords } from '../../shared/words.tsx';
import { useSay } from '../../shared/useSay.ts';
import styles from './Section.module.scss';

type Words = typeof import('../Settings.words.en-IN.ts');

export default function Preferences() {
  const t = useWords<Words>();
  const state = useStore($preferences);
  useEffect(() => void preferences.load(), []);
  return (
    <>
      <p className={styles.intro}>{t.settings_pref_intro()}</p>
      <LoadState state={state} what={t.settings_pref_loading()} onRetry={() => void preferences.refresh()}>
        {(saved) => <PreferencesForm saved={saved} />}
      </LoadState>
    </>
  );
}

function PreferencesForm({ saved }: { saved: Saved }) {
  const t = useWords<Words>();
  const say = useSay();
  const [chosen, setChosen] = useState<Saved>(saved);
  const [errors, setErrors] = useState<Partial<Record<PreferenceGroup, string>>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const changed = preferencesDiffer(saved, chosen);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!changed || saving) return;
    const found = preferencesErrors(chosen);
    // The values as the route types them (null without a gender).
    const body = preferencesBody(chosen);
    if (!body || Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setSaving(true);
    setFailure('');
    try {
      await savePreferences(body);
      toast.success(t.settings_pref_updated());
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
          {say(failure)}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={!changed || saving}>
          {saving ? t.settings_pref_updating() : t.settings_pref_update()}
        </button>
        {changed && !saving && (
          <button type="button" className={styles.secondary} onClick={() => setChosen(saved)}>
            {t.settings_pref_undo()}
          </button>
        )}
      </div>
      {!changed && <p className={styles.muted}>{t.settings_pref_unchanged()}</p>}
    </form>
  );
}
