/**
 * The five preference groups as chips (shopper-core §3 Preference options): gender is one choice (radio),
 * the other groups several (check boxes). Shared by settings' My Preference and onboarding.
 */
import { useId } from 'react';
import {
  PREFERENCE_GROUPS,
  PREFERENCE_OPTIONS,
  preferenceLabel,
  toggleChoice,
  type PreferenceGroup,
} from '../../../lib/rules/preferences.ts';
import type { Preferences } from '../../../lib/api/types.ts';
import styles from './PreferenceChoices.module.scss';

type Props = {
  value: Preferences;
  onChange: (next: Preferences) => void;
  /** A message per group (e.g. gender: "Choose one"). */
  errors?: Partial<Record<PreferenceGroup, string>>;
};

export default function PreferenceChoices({ value, onChange, errors = {} }: Props) {
  const id = useId();
  return (
    <div className={styles.groups}>
      {PREFERENCE_GROUPS.map((group) => {
        const errorId = `${id}-${group.key}-error`;
        return (
          <fieldset key={group.key} className={styles.group} aria-describedby={errors[group.key] ? errorId : undefined}>
            <legend className={styles.legend}>
              {group.title}
              <span className={styles.how}>{group.multiple ? 'Choose any' : 'Choose one'}</span>
            </legend>
            <div className={styles.chips}>
              {(PREFERENCE_OPTIONS[group.key] as readonly string[]).map((option) => {
                const checked = group.key === 'gender' ? value.gender === option : value[group.key].includes(option);
                return (
                  <label key={option} className={styles.chip}>
                    <input
                      type={group.multiple ? 'checkbox' : 'radio'}
                      name={`${id}-${group.key}`}
                      value={option}
                      checked={checked}
                      onChange={() => onChange(toggleChoice(value, group.key, option))}
                    />
                    <span>{preferenceLabel(option)}</span>
                  </label>
                );
              })}
            </div>
            {errors[group.key] && (
              <p id={errorId} className={styles.error}>
                {errors[group.key]}
              </p>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
