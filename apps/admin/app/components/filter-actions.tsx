import { Link } from 'react-router';

/** A list's filter form ends with these: apply the filters, or go back to the list without any. */
export function FilterActions({
  submitLabel,
  clearTo,
  clearLabel,
}: {
  submitLabel: string;
  /** The list's own address, without a query. */
  clearTo: string;
  clearLabel: string;
}) {
  return (
    <div className="actions">
      <button type="submit" className="button button-primary">
        {submitLabel}
      </button>{' '}
      <Link to={clearTo}>{clearLabel}</Link>
    </div>
  );
}
