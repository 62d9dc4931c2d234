// The operator's session cookie (decisions 062 and 065). The back-office keeps it for Path=/admin, so the
// browser also sends it to the storefront's pages under /admin/preview (the content preview viewer).

/** The same name as the API's cookie: the browser holds one session under two paths. */
export const OPERATOR_COOKIE = 'rl_operator';

/** The operator's token from the request's cookies, if any. */
export function operatorTokenOf(request: Request): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const pair of header.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === OPERATOR_COOKIE) return value.join('=') || null;
  }
  return null;
}
