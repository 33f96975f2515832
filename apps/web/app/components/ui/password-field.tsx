import { useState } from "react";
import { TextField, type TextFieldProps } from "./text-field.tsx";

/** A password input with a Show/Hide toggle, so a long passphrase can be checked before sending. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "adornment">) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      spellCheck={false}
      autoCapitalize="none"
      adornment={
        <button
          type="button"
          className="field-toggle"
          aria-pressed={visible}
          aria-label={`Show ${props.label.toLowerCase()}`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? "Hide" : "Show"}
        </button>
      }
    />
  );
}
