import type { Migration } from '@shop/service-kit';

/** The company store's tables in companies.sqlite (`companies` in schema_migrations). */
export const companyMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'companies, members, invites and work sites',
    up: (db) => {
      db.exec(`
        CREATE TABLE companies (
          company_id TEXT PRIMARY KEY,
          name TEXT NOT NULL,
          vatid TEXT NOT NULL,
          billingaddress TEXT NOT NULL,
          billingaddress_additional_line TEXT NOT NULL,
          billingpostcode TEXT NOT NULL,
          billingcity TEXT NOT NULL,
          billing_country TEXT NOT NULL,
          created_at TEXT NOT NULL
        );
        -- userid is the key: one company per user.
        CREATE TABLE company_members (
          userid INTEGER PRIMARY KEY,
          company_id TEXT NOT NULL REFERENCES companies(company_id),
          role TEXT NOT NULL,
          order_limit REAL,
          locale TEXT NOT NULL,
          joined_at TEXT NOT NULL
        );
        CREATE INDEX company_members_by_company ON company_members (company_id, joined_at);
        CREATE TABLE company_invites (
          invite_id TEXT PRIMARY KEY,
          company_id TEXT NOT NULL REFERENCES companies(company_id),
          email TEXT NOT NULL,
          role TEXT NOT NULL,
          order_limit REAL,
          token_hash TEXT NOT NULL UNIQUE,
          created_at TEXT NOT NULL,
          expires_at TEXT NOT NULL,
          closed_at TEXT
        );
        CREATE INDEX company_invites_by_company ON company_invites (company_id, created_at);
        CREATE TABLE company_work_sites (
          site_id TEXT PRIMARY KEY,
          company_id TEXT NOT NULL REFERENCES companies(company_id),
          doc TEXT NOT NULL,
          position INTEGER NOT NULL
        );
        CREATE INDEX company_work_sites_by_company ON company_work_sites (company_id, position);
      `);
    },
  },
  {
    version: 2,
    name: "company verification: the founder's entries, the register's answer, the decision",
    up: (db) => {
      // Companies founded before are unverified too: nothing proved their founders' control either.
      db.exec(`
        ALTER TABLE companies ADD COLUMN claimed_name TEXT NOT NULL DEFAULT '';
        UPDATE companies SET claimed_name = name;
        ALTER TABLE companies ADD COLUMN register TEXT;
        ALTER TABLE companies ADD COLUMN verification_status TEXT NOT NULL DEFAULT 'unverified';
        ALTER TABLE companies ADD COLUMN verification_by TEXT;
        ALTER TABLE companies ADD COLUMN verification_at TEXT;
        CREATE INDEX companies_by_verification ON companies (verification_status, created_at);
        CREATE UNIQUE INDEX companies_one_verified_per_vatid ON companies (vatid)
          WHERE verification_status = 'verified';
      `);
    },
  },
  {
    version: 3,
    name: 'company billing settings',
    // NULL: no operator has set it, the company is invoiced by defaultCompanyBilling.
    up: (db) => db.exec('ALTER TABLE companies ADD COLUMN billing TEXT;'),
  },
];
