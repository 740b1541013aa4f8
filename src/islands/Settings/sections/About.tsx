/** About the store: who we are, and links to the about page, privacy policy and terms (stores-and-social §2.9). */
import { aboutPath, privacyPath, settingsPath, termsPath } from '../../../lib/paths.ts';
import { site } from '../../../lib/site.ts';
import { SUPPORT_SECTION } from '../../../lib/rules/settings.ts';
import styles from './Section.module.scss';
import own from './About.module.scss';
import IconChevronRight from '~icons/lucide/chevron-right.jsx';

const LINKS = [
  { href: aboutPath(), title: `About ${site.name}`, text: 'Who we are and the stores we work with' },
  { href: privacyPath(), title: 'Privacy Policy', text: 'What we collect, why, and your choices' },
  { href: termsPath(), title: 'Terms & Conditions', text: 'The rules for shopping and selling here' },
];

export default function About() {
  return (
    <>
      <p className={styles.intro}>{site.description}</p>
      <ul className={own.links}>
        {LINKS.map((link) => (
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
        Questions? <a href={settingsPath(SUPPORT_SECTION)}>Contact support</a> or write to{' '}
        <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
      </p>
    </>
  );
}
