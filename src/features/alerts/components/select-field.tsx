import { FieldFrame, textControlClass } from "@/components/ui/field-frame";

type Option = { value: string; label: string; disabled?: boolean };

/** A labelled choice of a few options, as the alert form's kind, scope and settings are chosen. */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  disabled = false,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <FieldFrame id={id} label={label}>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={`${textControlClass} text-sm disabled:opacity-70`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
