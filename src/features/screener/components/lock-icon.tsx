/** A small closed padlock, beside what a plan would unlock; decorative (the text says "locked"). */
export function LockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 shrink-0 fill-current">
      <path
        fillRule="evenodd"
        d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
