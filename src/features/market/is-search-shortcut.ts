/**
 * docs/product.md#search: "/" opens the symbol search unless the person is typing somewhere
 * (where "/" is a character they mean), Ctrl-K or ⌘-K from anywhere.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  if (event.ctrlKey || event.metaKey) return event.key.toLowerCase() === "k";
  if (event.key !== "/") return false;
  const target = event.target;
  return !(
    target instanceof Element &&
    target.closest(
      "input, textarea, select, [contenteditable=''], [contenteditable='true'], [role='textbox']",
    ) !== null
  );
}
