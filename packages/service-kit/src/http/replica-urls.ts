/** The replicas a `<SERVICE>_URL` names: one address, or several separated by commas. */
export function replicaUrls(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
}
