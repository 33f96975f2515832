import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { TextField } from "../../../components/ui/text-field.tsx";
import { apiMessage } from "../../identity/api-message.ts";
import { b2bCalls } from "./b2b-calls.ts";

/** Names a new list; the API's message (spec 2 §5: 'Please name your list', a taken name) shows at the field. */
export function NewCollectionForm() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("name") ?? "");
    setBusy(true);
    setError(undefined);
    const result = await b2bCalls.create(name);
    setBusy(false);
    if (result.ok) {
      form.reset();
      void revalidator.revalidate();
    } else {
      const message = apiMessage(result.body) ?? "Something went wrong, please try again!";
      setError(message.replace(/^name: /, ""));
    }
  };
  return (
    <form className="b2b-new-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField label="New list name" name="name" id="b2b-new-name" maxLength={500} error={error} />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? "Creating…" : "Create list"}
      </button>
    </form>
  );
}
