/**
 * Prepares one web-creation variable: newlines are removed and single quotes escaped as \' (spec 3 §5
 * "Web creation variables have newlines removed and single quotes escaped"). Not in the spec:
 * backslashes are doubled first, so that a backslash in the value cannot turn an escaped quote back
 * into a bare one.
 */
export function escapeWebVariable(value: string): string {
  return value.replace(/[\r\n]/g, '').replace(/\\/g, '\\\\').replace(/'/g, "\\'");
}

/** Prepares every web-creation variable with {@link escapeWebVariable} (spec 3 §5), keeping the names. */
export function escapeWebVariables(variables: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, escapeWebVariable(value)]));
}
