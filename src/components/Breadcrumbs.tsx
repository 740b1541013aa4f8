/** The breadcrumb trail above listing and product pages; the last crumb (no link) is the current page. */
import styles from './Breadcrumbs.module.scss';

export type Crumb = { label: string; href?: string };

export default function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav className={styles.crumbs} aria-label="Breadcrumb">
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
