import { randomBytes } from 'node:crypto';
import { createMailer, openRateLimiter, OutboxRelay, type EventBus } from '@shop/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { CatalogueCompanyRegister } from './adapters/catalogue-company-register';
import { openCompanyStore } from './adapters/open-company-store';
import { openPunchoutStore } from './adapters/open-punchout-store';
import { openUserStore } from './adapters/open-user-store';
import { usersService } from './app';
import { companyDirectory, type CompanyDirectory } from './companies/company-directory';
import type { UsersConfig } from './config';
import type { CompanyRegister } from './ports/company-register';
import type { CxmlMembers } from './punchout/cxml-members';

/** What differs between the users service's own process and the gateway that embeds it. */
export interface UsersDeps {
  bus: EventBus;
  /** The bus is this service's alone (its own process) and closes with it; the gateway closes its own. */
  ownsBus?: boolean;
  dataDir: string;
  /**
   * Told the secret sessions are signed with, once the store is open: the orders service embedded
   * beside it verifies with the same one when SESSION_SECRET is not set.
   */
  onSessionSecret?: (secret: string) => void;
  /**
   * The register a new company's VAT id is checked in: embedded, the gateway's one (the catalogue's
   * in process); its own process asks the catalogue at CATALOGUE_URL.
   */
  companyRegister?: CompanyRegister;
  /** Its own process: serve GET /internal/companies/... to the shop's other services. */
  internalCalls?: boolean;
  /** Told the company directory once the stores are open: the orders service embedded beside it reads it. */
  onCompanyDirectory?: (directory: CompanyDirectory) => void;
  /** Told who cXML credentials speak for once the stores are open: the orders service embedded beside it reads it. */
  onCxmlMembers?: (members: CxmlMembers) => void;
}

/**
 * The users service, composed: its store, rate limit counts and mailer chosen by `config`, its routes, and the relay
 * that publishes what the store committed (also what a crashed process left unsent). Closes in one
 * order: the relay, the bus if it owns it, the store.
 */
export function createUsers(config: UsersConfig, deps: UsersDeps): FastifyPluginAsync {
  return async (app) => {
    const store = await openUserStore(config.mongodbUri, deps.dataDir, app.log);
    const companies = await openCompanyStore(config.mongodbUri, deps.dataDir, app.log);
    const punchout = await openPunchoutStore(config.mongodbUri, deps.dataDir, app.log);
    // Every process of the service counts in the same store, so a limit holds with any number of them.
    const rateLimiter = await openRateLimiter({
      uri: config.mongodbUri,
      collection: 'users_rate_limits',
      onSweepError: (error) => app.log.warn({ err: error }, 'users: deleting expired rate limit slots failed'),
    });
    const httpRegister = config.catalogueUrl ? new CatalogueCompanyRegister(config.catalogueUrl) : undefined;
    const relay = new OutboxRelay(store.outbox(), deps.bus, { logger: app.log }).start();
    app.addHook('onClose', async () => {
      await relay.stop();
      if (deps.ownsBus) await deps.bus.close();
      await store.close();
      await companies.close();
      await punchout.close();
      await rateLimiter.close();
      await httpRegister?.close();
    });
    const sessionSecret =
      config.sessionSecret ?? (await store.secret('session', () => randomBytes(48).toString('base64url')));
    deps.onSessionSecret?.(sessionSecret);
    deps.onCompanyDirectory?.(companyDirectory(companies, store));
    await app.register(usersService, {
      store,
      bus: deps.bus,
      relay,
      mailer: createMailer(config.mail, deps.dataDir),
      sessionSecret,
      rateLimiter,
      secureCookie: config.production,
      publicOrigins: config.publicOrigins,
      outbound: config.outbound,
      companies,
      punchout,
      companyRegister: deps.companyRegister ?? httpRegister,
      internalCalls: deps.internalCalls,
      onCxmlMembers: deps.onCxmlMembers,
    });
  };
}
