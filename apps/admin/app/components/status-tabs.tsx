import { Link } from 'react-router';

/** A queue's statuses as links (the status is in the address, so a queue can be shared and reloaded). */
export function StatusTabs({
  label,
  current,
  tabs,
}: {
  label: string;
  current: string;
  tabs: readonly { status: string; label: string }[];
}) {
  return (
    <nav aria-label={label} className="admin-tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.status}>
            <Link to={`?status=${tab.status}`} aria-current={tab.status === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
