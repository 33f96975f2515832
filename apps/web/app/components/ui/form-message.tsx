export interface FormMessageProps {
  tone: "error" | "success" | "info";
  children: string;
  className?: string;
}

/**
 * The outcome of a form, said where the form is: errors as an alert (announced at once), success
 * and information as a polite status.
 */
export function FormMessage({ tone, children, className }: FormMessageProps) {
  const classes = ["form-message", `form-message-${tone}`, className].filter(Boolean).join(" ");
  return (
    <p className={classes} role={tone === "error" ? "alert" : "status"}>
      {children}
    </p>
  );
}
