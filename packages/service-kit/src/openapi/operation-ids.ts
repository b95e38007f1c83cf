/** `post` `/orders/set-form/{uuid}` is `postOrdersSetFormByUuid`: stable, unique, readable in a client. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('{') ? `by-${segment.slice(1, -1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method, ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}
