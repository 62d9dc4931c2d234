import { data } from 'react-router';

/** Any unknown path: the root error boundary renders the friendly 404 page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
