/** About the store: who we are, and links to the about page, privacy policy and terms (stores-and-social §2.9). */
import { aboutPath, privacyPath, settingsPath, termsPath } from '../../../lib/paths.ts';
import { localisedPath } from '../../../lib/i18n/locale-paths.ts';
import { site } from '../../../lib/site.ts';
import { SUPPORT_SECTION } from '../../../lib/rules/settings.ts';
import Tagged from '../../shared/Tagged.tsx';
import { useLocale, useWords } from '../../shared/words.tsx';
import styles from './Section.module.scss';
import own from './About.module.scss';
import IconChevronRight from '~icons/lucide/chevron-right.jsx';

type Words = typeof import('../Settings.words.en-IN.ts');

export default function About() {
  const t = useWords<Words>();
  const locale = useLocale();
  const here = (path: string) => localisedPath(path, locale);
  const links = [
    {
      href: here(aboutPath()),
      title: t.settings_section_about({ name: site.name }),
      text: t.settings_about_about_text(),
    },
    { href: here(privacyPath()), title: t.settings_about_privacy(), text: t.settings_about_privacy_text() },
    { href: here(termsPath()), title: t.settings_about_terms(), text: t.settings_about_terms_text() },
  ];
  return (
    <>
      <p className={styles.intro}>{t.settings_about_intro()}</p>
      <ul className={own.links}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={own.link}>
              <span>
                <span className={own.title}>{link.title}</span>
                <span className={own.text}>{link.text}</span>
              </span>
              <IconChevronRight size={18} />
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        <Tagged
          parts={t.settings_about_questions.parts({ email: site.supportEmail })}
          tags={{
            support: (text) => <a href={here(settingsPath(SUPPORT_SECTION))}>{text}</a>,
            mail: (text) => <a href={`mailto:${site.supportEmail}`}>{text}</a>,
          }}
        />
      </p>
    </>
  );
}
