/** The specification table: static HTML on product pages (no directive), and inside the product islands. */
import styles from './SpecTable.module.scss';

export default function SpecTable({ rows }: { rows: [string, string][] }) {
  return (
    <table className={styles.specs}>
      <tbody>
        {rows.map(([key, value]) => (
          <tr key={key}>
            <th scope="row">{key}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
