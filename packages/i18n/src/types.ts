import type { TextKey } from './messages/en';

export type { TextKey };
/** One language's texts: every key, complete. */
export type Messages = Record<TextKey, string>;

/** Keys that have a singular and a plural text, `${key}_one` and `${key}_other`, named by `key`. */
export type CountedKey = {
  [K in TextKey]: K extends `${infer Base}_other` ? (`${Base}_one` extends TextKey ? Base : never) : never;
}[TextKey];

/** What `translate` takes: a text's key, or a counted key whose form its count picks. */
export type MessageKey = TextKey | CountedKey;
