import { CircleAlert } from "lucide-react";

/** The red box of ARCHITECTURE § 1, Error catalogue, announced as soon as it appears. */
export function ErrorBox({ message }: { message?: string }) {
  return (
    <div
      role="alert"
      className={
        message ? "flex gap-3 rounded-xl border-2 border-red-300 bg-red-50 p-4 text-red-800" : undefined
      }
    >
      {message && (
        <>
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="font-bold">{message}</p>
        </>
      )}
    </div>
  );
}
