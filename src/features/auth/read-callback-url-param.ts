/** A page's `?callbackUrl=` as the forms take it: the first value when it is repeated, null when absent. */
export function readCallbackUrlParam(
  params: Record<string, string | string[] | undefined>,
): string | null {
  const value = params.callbackUrl;
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
