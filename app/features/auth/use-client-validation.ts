import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { type FieldErrors, fieldErrorsOf } from "~/domain/auth/auth-schema";

/**
 * Checks a form with the same zod schema as the server: a field is checked as
 * the person types once they have left it (or tried to submit), and submission
 * is stopped while anything is wrong. Server errors show until the field changes.
 */
export function useClientValidation<Field extends string>(
  schema: z.ZodType,
  serverErrors: FieldErrors<Field> | undefined,
) {
  const [clientErrors, setClientErrors] = useState<FieldErrors<Field>>({});
  const [checked, setChecked] = useState<Set<Field>>(new Set());
  const [edited, setEdited] = useState<Set<Field>>(new Set());
  const [seenServerErrors, setSeenServerErrors] = useState(serverErrors);

  // A new answer from the server shows its errors again, whatever was edited before.
  if (serverErrors !== seenServerErrors) {
    setSeenServerErrors(serverErrors);
    setEdited(new Set());
  }

  function validate(form: HTMLFormElement, fields: Set<Field>) {
    const values = Object.fromEntries(new FormData(form));
    const result = schema.safeParse(values);
    const all: FieldErrors<Field> = result.success ? {} : fieldErrorsOf<Field>(result.error);
    const visible: FieldErrors<Field> = {};
    for (const field of fields) if (all[field]) visible[field] = all[field];
    setClientErrors(visible);
    return all;
  }

  function errorFor(field: Field): string | undefined {
    const clientError = checked.has(field) ? clientErrors[field] : undefined;
    return clientError ?? (edited.has(field) ? undefined : serverErrors?.[field]);
  }

  return {
    errorFor,
    onBlur(event: FormEvent<HTMLFormElement>) {
      const field = (event.target as HTMLInputElement).name as Field;
      if (!field) return;
      const next = new Set(checked).add(field);
      setChecked(next);
      validate(event.currentTarget, next);
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      const field = (event.target as HTMLInputElement).name as Field;
      if (field) setEdited(new Set(edited).add(field));
      validate(event.currentTarget, checked);
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const form = event.currentTarget;
      const fields = new Set(
        [...form.elements].map((element) => (element as HTMLInputElement).name as Field).filter(Boolean),
      );
      setChecked(fields);
      const errors = validate(form, fields);
      const firstInvalid = [...fields].find((field) => errors[field]);
      if (!firstInvalid) return;
      event.preventDefault();
      form.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
    },
  };
}
