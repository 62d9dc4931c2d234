/**
 * A page of the back-office to go back to after sign-in or a switch of language: a path below /admin (the
 * basename is added here), never another site (`//host`) or a path outside the back-office.
 */
export function safeBack(value: FormDataEntryValue | string | null | undefined): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return '/admin';
  }
  const path = value.startsWith('/admin') ? value : `/admin${value === '/' ? '' : value}`;
  return path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?') ? path : '/admin';
}
