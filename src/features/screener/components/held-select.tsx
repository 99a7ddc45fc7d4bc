"use client";

import type { ReactNode } from "react";
import { useHeldChoice } from "./use-held-choice";

type Props = {
  "aria-label"?: string;
  "aria-describedby"?: string;
  disabled?: boolean;
  className: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
};

/** A select of the screen: shows the option just chosen until the screen does (useHeldChoice). */
export function HeldSelect({ value, onChange, children, ...attributes }: Props) {
  const [shown, hold] = useHeldChoice(value);
  return (
    <select
      {...attributes}
      value={shown}
      onChange={(event) => {
        hold(event.target.value);
        onChange(event.target.value);
      }}
    >
      {children}
    </select>
  );
}
