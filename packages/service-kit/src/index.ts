export { HttpError } from './http/http-error';
export { errorHandlerPlugin } from './http/error-handler';
export { requestLocale } from './http/locale';
export { useZod } from './http/zod';
export { healthRoutes } from './health';
export type { EventBus, EventHandler } from './events/event-bus';
export { InProcessEventBus } from './events/in-process-bus';
export { KafkaEventBus, type KafkaBusOptions } from './events/kafka-bus';
export { onceOnly, type ProcessedEvents } from './events/once-only';
export type { Mailer, MailMessage, MailAttachment } from './mail/mailer';
export { createOutboxMailer, createSmtpMailer } from './mail/nodemailer-mailer';
export { createEventBusFromEnv, createMailerFromEnv } from './from-env';
export { createServer, listenUntilSignalled, envPort, runServiceProcess } from './server';
export { openSqliteDatabase, type SqliteDatabase } from './sqlite';
export {
  verifySessionToken,
  signSessionToken,
  sessionTokenAudience,
  sessionTokenOf,
  sessionCookie,
  type SessionClaims,
} from './auth/session-token';
export { GroupCommit } from './group-commit';
export { SqliteWriter, SqliteWriteError, type WriteResult } from './sqlite-writer';
