/** A refusal that belongs to no field of the form, announced when it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="supplier-order__alert" role="alert">
      {message}
    </p>
  );
}
