import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from "react";
import { SMS_CODE_LENGTH } from "@maison/domain/identity/verification-code";
import { backspaceBox, pasteCode, typeIntoBox, type CodeDigits, type CodeEdit } from "./phone-code.ts";

export interface PhoneCodeBoxesProps {
  digits: CodeDigits;
  onChange: (digits: CodeDigits) => void;
  disabled?: boolean;
  /** Ids of text describing the boxes (the instruction, an error). */
  describedBy?: string;
}

/** Keys that could slip a sign or an exponent into a numeric box (digits only, no negatives). */
const BLOCKED_KEYS = new Set(["-", "+", "e", "E", ".", ","]);

/**
 * The four single-digit boxes of spec 2 §5: typing moves to the next box, Backspace on an empty box
 * goes back, arrows move between boxes, and pasting a 4-character code fills all four.
 */
export function PhoneCodeBoxes({ digits, onChange, disabled = false, describedBy }: PhoneCodeBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    if (pendingFocus.current === null) return;
    const box = boxes.current[pendingFocus.current];
    pendingFocus.current = null;
    box?.focus();
    box?.select();
  });

  const apply = (edit: CodeEdit) => {
    pendingFocus.current = edit.focus;
    if (edit.digits !== digits) onChange(edit.digits);
    else boxes.current[edit.focus]?.focus();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (BLOCKED_KEYS.has(event.key)) return event.preventDefault();
    if (event.key === "Backspace") {
      event.preventDefault();
      apply(backspaceBox(digits, index));
    } else if (event.key === "Delete") {
      event.preventDefault();
      if (digits[index]) apply(backspaceBox(digits, index));
    } else if (event.key === "ArrowLeft" && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    } else if (event.key === "ArrowRight" && index < SMS_CODE_LENGTH - 1) {
      event.preventDefault();
      boxes.current[index + 1]?.focus();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const edit = pasteCode(event.clipboardData.getData("text"));
    if (edit) apply(edit);
  };

  return (
    <div className="code-boxes" role="group" aria-label="Verification code" aria-describedby={describedBy}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="code-box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={1}
          autoComplete={index === 0 ? "one-time-code" : "off"}
          aria-label={`Digit ${index + 1} of ${SMS_CODE_LENGTH}`}
          value={digit}
          disabled={disabled}
          data-autofocus={index === 0 ? true : undefined}
          onChange={(event) => apply(typeIntoBox(digits, index, event.target.value))}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
