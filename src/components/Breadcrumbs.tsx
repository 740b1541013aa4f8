/**
 * The breadcrumb trail above listing and product pages; the last crumb (no link) is the current page. Rendered
 * by .astro pages only, which pass the words (the trail's name, each crumb's label and localised link).
 */
import styles from './Breadcrumbs.module.scss';

export type Crumb = { label: string; href?: string };

export default function Breadcrumbs({ crumbs, label }: { crumbs: Crumb[]; label: string }) {
  return (
    <nav className={styles.crumbs} aria-label={label}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.href ?? crumb.label} aria-current={crumb.href ? undefined : 'page'}>
            {crumb.href ? <a href={crumb.href}>{crumb.label}</a> : crumb.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
