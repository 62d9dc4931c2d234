/**
 * A page of the back-office to go back to after sign-in or a switch of language, as a path inside the app
 * (React Router adds the basename /admin to redirects): never another site (`//host`), nor a path outside
 * the back-office. Takes `/admin/audit?page=2` as the browser's address or `/audit?page=2` inside the app.
 */
export function safeBack(value: FormDataEntryValue | string | null | undefined): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return '/';
  }
  if (value === '/admin' || value.startsWith('/admin?')) return `/${value.slice('/admin'.length)}`;
  if (value.startsWith('/admin/')) return value.slice('/admin'.length);
  return value;
}
