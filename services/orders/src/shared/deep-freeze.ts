/** Makes an object and everything in it read-only (orders shared by the store's cache, its readers and their JSON). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    // An array by index: Object.keys of a 500-line cart's items made 500 strings at every change.
    if (Array.isArray(value)) for (const element of value) deepFreeze(element);
    else for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
