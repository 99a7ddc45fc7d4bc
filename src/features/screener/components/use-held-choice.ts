"use client";

import { useState } from "react";

/**
 * A screen field's value as the person just chose it, until the screen shows that choice. A change
 * reaches the screen a task after its event (use-screen-navigation.ts), and at the end of the event
 * React puts a controlled field back to the value it was last rendered with: a select or checkbox
 * then showed its old value for a frame or two. Held here, the choice re-renders only the field,
 * in the event; the field follows the screen again as soon as the screen's value moves, to the
 * choice or elsewhere (Back, a link).
 * @see https://react.dev/reference/react-dom/components/input#controlling-an-input-with-a-state-variable
 */
export function useHeldChoice(value: string): [shown: string, hold: (chosen: string) => void] {
  const [held, setHeld] = useState<{ chosen: string; over: string } | null>(null);
  // @see https://react.dev/reference/react/useState#storing-information-from-previous-renders
  if (held !== null && held.over !== value) setHeld(null);
  return [
    held !== null && held.over === value ? held.chosen : value,
    (chosen) => setHeld({ chosen, over: value }),
  ];
}
