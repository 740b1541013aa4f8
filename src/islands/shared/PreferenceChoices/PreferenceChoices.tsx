/**
 * The five preference groups as chips (shopper-core §3 Preference options): gender is one choice (radio),
 * the other groups several (check boxes). Shared by settings' My Preference and onboarding. The values sent
 * are the contract's (MALE, CASUAL); what a shopper reads comes from the catalog (common_pref_…).
 */
import { useId } from 'react';
import {
  PREFERENCE_GROUPS,
  PREFERENCE_OPTIONS,
  toggleChoice,
  type PreferenceGroup,
} from '../../../lib/rules/preferences.ts';
import type { Preferences } from '../../../lib/api/types.ts';
import { useWords, type Relaxed } from '../words.tsx';
import { useSay } from '../useSay.ts';
import styles from './PreferenceChoices.module.scss';

type Words = Relaxed<typeof import('../words/PreferenceChoices.en-IN.ts')>;
type Option = (typeof PREFERENCE_OPTIONS)[PreferenceGroup][number];

const GROUP_WORDS: Record<PreferenceGroup, (t: Words) => string> = {
  gender: (t) => t.common_pref_group_gender(),
  product_category: (t) => t.common_pref_group_categories(),
  fashion_taste: (t) => t.common_pref_group_style(),
  offers_type: (t) => t.common_pref_group_offers(),
  payment_type: (t) => t.common_pref_group_cards(),
};

const OPTION_WORDS: Record<Option, (t: Words) => string> = {
  MALE: (t) => t.common_pref_male(),
  FEMALE: (t) => t.common_pref_female(),
  FASHION_AND_ACCESSORIES: (t) => t.common_pref_fashion(),
  BEAUTY_AND_PERSONAL_CARE: (t) => t.common_pref_beauty(),
  WATCHES: (t) => t.common_pref_watches(),
  CASUAL: (t) => t.common_pref_casual(),
  FORMAL: (t) => t.common_pref_formal(),
  SPORTY: (t) => t.common_pref_sporty(),
  BOHEMIAN: (t) => t.common_pref_bohemian(),
  CLASSIC: (t) => t.common_pref_classic(),
  TRENDY: (t) => t.common_pref_trendy(),
  PERCENTAGE_DISCOUNTS: (t) => t.common_pref_percentage_discounts(),
  CASHBACK_OFFERS: (t) => t.common_pref_cashback_offers(),
  BUY_ONE_GET_ONE: (t) => t.common_pref_buy_one_get_one(),
  BANK_CARD_DISCOUNTS: (t) => t.common_pref_bank_card_discounts(),
  EXCLUSIVE_BRAND_OFFER: (t) => t.common_pref_exclusive_brand_offer(),
  HDFC: (t) => t.common_pref_hdfc(),
  SBI: (t) => t.common_pref_sbi(),
  BOB: (t) => t.common_pref_bob(),
  ICICI: (t) => t.common_pref_icici(),
  AMERICAN_EXPRESS: (t) => t.common_pref_american_express(),
  HSBC: (t) => t.common_pref_hsbc(),
  IDFC: (t) => t.common_pref_idfc(),
  FEDERAL_BANK: (t) => t.common_pref_federal_bank(),
  INDUSLND_BANK: (t) => t.common_pref_indusind_bank(),
};

type Props = {
  value: Preferences;
  onChange: (next: Preferences) => void;
  /** A message per group, in the spec's English (e.g. gender: "Choose one"): shown in the page's language. */
  errors?: Partial<Record<PreferenceGroup, string>>;
};

export default function PreferenceChoices({ value, onChange, errors = {} }: Props) {
  const t = useWords<Words>();
  const say = useSay();
  const id = useId();
  return (
    <div className={styles.groups}>
      {PREFERENCE_GROUPS.map((group) => {
        const errorId = `${id}-${group.key}-error`;
        return (
          <fieldset key={group.key} className={styles.group} aria-describedby={errors[group.key] ? errorId : undefined}>
            <legend className={styles.legend}>
              {GROUP_WORDS[group.key](t)}
              <span className={styles.how}>
                {group.multiple ? t.common_pref_choose_any() : t.common_pref_choose_one()}
              </span>
            </legend>
            <div className={styles.chips}>
              {(PREFERENCE_OPTIONS[group.key] as readonly Option[]).map((option) => {
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
                    <span>{OPTION_WORDS[option](t)}</span>
                  </label>
                );
              })}
            </div>
            {errors[group.key] && (
              <p id={errorId} className={styles.error}>
                {say(errors[group.key]!)}
              </p>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
