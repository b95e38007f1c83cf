import { apiPath } from '@shop/contracts';
import {
  Catalogue,
  createCatalogue,
  SampleCompanyRegister,
  supplierContact,
  type SupplierRegister,
} from '@shop/catalogue-service';
import { createContact } from '@shop/contact-service';
import {
  createOrders,
  type CompanyDirectory as OrdersCompanyDirectory,
  type CxmlBuyers,
  type OrdersPeers,
  type SupplierDirectory,
} from '@shop/orders-service';
import { demoCatalogue } from '@shop/infra';
import type { EventBus } from '@shop/service-kit';
import { createUsers, type CompanyDirectory as UsersCompanyDirectory, type CxmlMembers } from '@shop/users-service';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config';
import { inProcessVariants } from './in-process-variants';

/**
 * Embedded mode: the services that have no URL run inside the gateway's process, each built by the
 * same factory as its own process, sharing the gateway's bus (which the gateway closes) and telling
 * each other their records instead of their addresses. Each closes its own adapters with the gateway.
 */
export async function registerEmbeddedServices(
  app: FastifyInstance,
  config: GatewayConfig,
  bus: EventBus,
): Promise<void> {
  const { embedded, services, dataDir, demoCatalogue: demo } = config;
  // One business register for the catalogue's company search, the orders service's VAT id checks and
  // the users service's company accounts.
  const companies = new SampleCompanyRegister();
  let catalogue: Catalogue | undefined;
  let suppliers: SupplierRegister | undefined;
  let sessionSecret: string | undefined;
  let companyDirectory: UsersCompanyDirectory | undefined;
  let cxmlMembers: CxmlMembers | undefined;
  if (embedded.catalogue) {
    const onLoaded = (c: Catalogue, s: SupplierRegister) => {
      catalogue = c;
      suppliers = s;
    };
    // The operator guard of its back-office calls asks the users service through this process's router.
    const users = injectInto(app);
    // The demo's generated catalogue is the gateway's to hand in: the catalogue service has no demo data.
    const seed = demo ? () => demoCatalogue() : undefined;
    await app.register(createCatalogue(embedded.catalogue, { bus, dataDir, companies, onLoaded, users, seed }));
  }
  if (embedded.users) {
    await app.register(
      createUsers(embedded.users, {
        bus,
        dataDir,
        onSessionSecret: (s) => (sessionSecret = s),
        // The orders service embedded beside it reads a company's admins from its records.
        onCompanyDirectory: (d) => (companyDirectory = d),
        // ...and whom a purchasing system's cXML OrderRequest speaks for.
        onCxmlMembers: (m) => (cxmlMembers = m),
        // A new company's VAT id is checked in the same register (the catalogue's, in this process).
        companyRegister: embedded.catalogue ? companies : undefined,
      }),
    );
  }
  if (embedded.orders) {
    const peers: OrdersPeers = {
      catalogue:
        services.catalogue.mode === 'proxy'
          ? { url: services.catalogue.url }
          : { variants: inProcessVariants(catalogue), companies, suppliers: suppliersOf(suppliers) },
      users:
        services.users.mode === 'proxy'
          ? { url: services.users.url }
          : {
              request: injectInto(app),
              companies: companyAdminsOf(companyDirectory),
              cxmlBuyers: cxmlBuyersOf(cxmlMembers),
            },
      // One session secret for the users service that signs and the orders service that verifies.
      sessionSecret,
    };
    await app.register(createOrders(embedded.orders, { bus, dataDir, peers }));
  }
  if (embedded.contact) await app.register(createContact(embedded.contact, { dataDir }));
}

/** A company's admins from the users service's records in this process (mailed an order awaiting approval). */
function companyAdminsOf(directory: UsersCompanyDirectory | undefined): OrdersCompanyDirectory {
  if (!directory) throw new Error('the embedded users service must be started before the orders service that reads it');
  return { admins: async (companyId) => (await directory.admins(companyId)) ?? [] };
}

/** Whom a cXML credential speaks for, from the users service's connections in this process. */
function cxmlBuyersOf(members: CxmlMembers | undefined): CxmlBuyers {
  if (!members) throw new Error('the embedded users service must be started before the orders service that reads it');
  return members;
}

/** The suppliers' records with their contact addresses (operators' changes included), from this process. */
function suppliersOf(suppliers: SupplierRegister | undefined): SupplierDirectory {
  if (!suppliers) throw new Error('the embedded catalogue must be loaded before the orders service that reads it');
  return {
    contact: async (id) => {
      const supplier = await suppliers.supplier(id);
      return supplier ? supplierContact(supplier) : null;
    },
  };
}

/**
 * The users service's GET /users/current, asked with the buyer's session through this process: under
 * /api, the gateway's address for calls (the old path answers only for one release, docs/architecture.md).
 */
const injectInto =
  (app: FastifyInstance) =>
  async (path: string, headers: Record<string, string>): Promise<{ status: number; body: unknown }> => {
    const res = await app.inject({ method: 'GET', url: apiPath(path), headers });
    return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : null };
  };
