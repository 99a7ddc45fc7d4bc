/**
 * Moves focus to the first error in `container`, in reading order: a field marked `aria-invalid`
 * (FormField does this when it has an error) or a form-level ErrorNotice. After a failed submit the
 * person, and their screen reader, land where the problem is instead of on the button (WCAG 3.3.1).
 * Returns whether there was an error to move to.
 */
export function focusFirstError(container: HTMLElement | null): boolean {
  const target = container?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]');
  if (!target) return false;
  target.focus();
  return true;
}
