import { TextField, type TextFieldProps } from "./text-field.tsx";

export interface EmailFieldProps extends Omit<TextFieldProps, "label" | "type" | "name" | "value" | "onChange"> {
  value: string;
  onValueChange: (value: string) => void;
  label?: string;
}

/** An e-mail input with the keyboard, autofill and spelling settings every e-mail field wants. */
export function EmailField({ value, onValueChange, label = "E-mail", autoComplete = "email", ...rest }: EmailFieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      name="email"
      autoComplete={autoComplete}
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      {...rest}
    />
  );
}
