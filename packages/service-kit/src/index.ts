// Route config every service's routes may declare (FastifyContextConfig).
import './http/json-text-answers';
export { HttpError } from './http/http-error';
export { errorHandlerPlugin, issueReason } from './http/error-handler';
export { requestLocale } from './http/locale';
export { refuseLongList } from './http/list-limit';
export { readCookie } from './http/cookies';
export { defaultListenHost, httpOriginOf, PublicOrigins } from './http/public-origins';
export { retryAfterSeconds, type RateDecision, type RateLimiter } from './rate-limit/rate-limiter';
export { MemoryRateLimiter } from './rate-limit/memory-rate-limiter';
// Imports mongoose's and the driver's types only: the embedded shop loads neither for it.
export { MongoRateLimiter } from './rate-limit/mongo-rate-limiter';
export { openRateLimiter } from './rate-limit/open-rate-limiter';
export { RateGuard, type RateGuardOptions, type RateRule } from './rate-limit/rate-guard';
export { useZod } from './http/zod';
export { positiveIdParam } from './http/positive-id-param';
export { currentRequestId, requestIdHeader, requestIdHeaders, runWithRequestId } from './http/request-id';
export { compileJsonStringify, fastJsonSerializerCompiler, useFastJson } from './http/json-serialization';
export { healthRoutes, ReadinessSchema, type ReadinessCheck } from './health';
export {
  deadLetterTopic,
  type EventBus,
  type EventHandler,
  type DeadLetter,
  type DeadLetterSelection,
  type KeptDeadLetter,
  type Replay,
  type PublishOptions,
  type Readiness,
  type SubscribeOptions,
} from './events/event-bus';
export { consoleBusLogger, defaultSubscribeOptions, type BusLogger } from './events/delivery';
export { InProcessEventBus } from './events/in-process-bus';
export { BackgroundPublisher, type BackgroundPublisherOptions } from './events/background-publisher';
export { MemoryDeadLetters, SqliteDeadLetters, type DeadLetterStore } from './events/dead-letter-store';
// KafkaEventBus is not re-exported: every service and the embedded shop import this file, and kafkajs
// is loaded only where Kafka is configured (createEventBusFromEnv); import '@shop/service-kit/kafka-bus'.
export { retryWhileRetriable } from './events/kafka-retriable';
export { onceOnly, idempotencyKey, MemoryProcessedEvents, type ProcessedEvents } from './events/once-only';
export { OutboxRelay, type OutboxRelayOptions, type OutboxRow, type OutboxStore } from './outbox/outbox';
export { enqueue, ensureOutboxTable, outboxMigrations, outboxStatement, SqliteOutbox } from './outbox/sqlite-outbox';
export {
  DuplicateEventError,
  MongoOutbox,
  outboxIdsField,
  withOutboxIds,
  type AnyOutboxEvent,
  type OutboxOwner,
} from './outbox/mongo-outbox';
export { LockTimeoutError, MongoKeyLock } from './locks/mongo-key-lock';
export { MongoSequence } from './sequences/mongo-sequence';
export { MongoExpirySweep } from './expiry/mongo-expiry-sweep';
export { MetricsRegistry, Counter, Gauge, defaultMetrics, type Labels } from './metrics/registry';
export { metricsRoutes } from './metrics/metrics-routes';
export type { Mailer, MailMessage, MailAttachment } from './mail/mailer';
export { createOutboxMailer, createSmtpMailer } from './mail/nodemailer-mailer';
export { createEventBusFromEnv, deadLetterFileOf } from './from-env';
export { createMailer, mailEnv, mailSettingsOf, type MailSettings } from './mail/mail-settings';
export { companySignature, withCompanySignature } from './mail/company-signature';
export { decodeHeaderText } from './mail/header-text';
export {
  buildOrReport,
  ConfigRefusal,
  envBuiltBy,
  optionalEnv,
  parseAll,
  parseEnv,
  refusedVariable,
  type Env,
} from './config/parse-env';
export { optionalMongoUriEnv } from './config/mongo-uri';
export { createServer, envPort, runServiceProcess, type ServiceProcess } from './server';
export { defaultShutdownGraceMs, envShutdownGraceMs, listenUntilSignalled } from './shutdown';
export { routeProcessOutput, writeFatalLine } from './process-log';
export { openSqliteDatabase, sqlitePragmas, type SqliteDatabase } from './sqlite';
export { SchemaTooNewError, type MigrationLogger } from './migrations/schema-version';
export { migrate, openMigratedDatabase, type Migration } from './migrations/sqlite-migrate';
export { migrateMongo, type MongoMigration } from './migrations/mongo-migrate';
export { ensureExpiryIndex, hasExpiryIndex } from './migrations/mongo-expiry-index';
export {
  verifySessionToken,
  signSessionToken,
  sessionTokenOf,
  sessionCookie,
  requestCookie,
} from './auth/session-token';
export { currentUser, type UsersRequest } from './auth/current-user';
export { actingUser, requireRole, type RoleGuardOptions } from './auth/require-role';
// httpUsersRequest is imported from '@shop/service-kit/http-users-request' (undici, as ReplicaPool).
// ReplicaPool is imported from '@shop/service-kit/replica-pool': it loads undici, which
// the browser-side tests that import this index cannot load.
export { replicaUrls } from './http/replica-urls';
export { describeRoutes, openApiRoute, openApiDocumentOf, type RawAnswer } from './openapi/describe-routes';
export type { OpenApiDocument, OpenApiOperation, OpenApiParameter } from './openapi/openapi-types';
export {
  MemorySeenWebhookIds,
  signWebhook,
  verifyWebhook,
  webhookHeaders,
  webhookSignature,
  webhookToleranceSeconds,
  type SeenWebhookIds,
  type WebhookRefusal,
  type WebhookToVerify,
} from './webhooks/webhook-signature';
export {
  isPrivateAddress,
  outboundAddressEnv,
  outboundAddressPolicyOf,
  outboundUrlRefusal,
  PrivateAddressError,
  publicOnlyLookup,
  type WebhookAddressPolicy,
} from './webhooks/outbound-address';
