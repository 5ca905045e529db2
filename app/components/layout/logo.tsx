/** The Toque mark: a chef's hat drawn in the brand colours. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className} focusable="false">
      <rect width="32" height="32" rx="8" fill="#a63d17" />
      <path
        d="M10 19.5c-2.6-.5-4-2.4-4-4.6 0-2.6 2.1-4.6 4.7-4.4.9-2.3 3-3.8 5.3-3.8s4.4 1.5 5.3 3.8c2.6-.2 4.7 1.8 4.7 4.4 0 2.2-1.4 4.1-4 4.6V24H10z"
        fill="#fff8ef"
      />
      <rect x="10" y="21" width="12" height="1.6" fill="#f6c98e" />
    </svg>
  );
}
