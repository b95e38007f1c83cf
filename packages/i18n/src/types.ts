import type { MessageKey } from './messages/en';

export type { MessageKey };
export type Messages = Record<MessageKey, string>;
