interface FieldMessagesProps {
  hint?: string;
  hintId: string;
  error?: string;
  errorId: string;
}

/** The hint and the error under a control, referenced by its aria-describedby. */
export function FieldMessages({ hint, hintId, error, errorId }: FieldMessagesProps) {
  return (
    <>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
