import { type InputHTMLAttributes, useId } from "react";

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
}

/** A labelled input with its error written under it, in red, and announced. */
export function FormField({ label, name, error, className, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-erreur`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-bold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 block w-full rounded-xl border-2 bg-white px-4 py-2.5 text-ink outline-none focus:border-terracotta ${
          error ? "border-red-700" : "border-field"
        }`}
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm font-bold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
