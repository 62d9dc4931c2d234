// The one way to fill `{name}` placeholders (decision 056): the storefront's messages, the error
// catalogue and the emails. No zod here: browser code imports it.

const PLACEHOLDER = /\{(\w+)\}/g;

/** Values by placeholder name, or a function that answers a name's value (undefined: none). */
export type PlaceholderValues =
  | Readonly<Record<string, string | number>>
  | ((name: string) => string | undefined);

export interface InterpolateOptions {
  /** A placeholder without a value stays as written (`keep`, the default) or is removed (`empty`). */
  missing?: 'keep' | 'empty';
}

/** Replaces every `{name}` in a template with its value. */
export function interpolate(
  template: string,
  values?: PlaceholderValues,
  { missing = 'keep' }: InterpolateOptions = {},
): string {
  if (!values) return missing === 'keep' ? template : template.replace(PLACEHOLDER, '');
  const lookUp =
    typeof values === 'function'
      ? values
      : (name: string) => (Object.hasOwn(values, name) ? String(values[name]) : undefined);
  return template.replace(
    PLACEHOLDER,
    (whole, name: string) => lookUp(name) ?? (missing === 'keep' ? whole : ''),
  );
}
