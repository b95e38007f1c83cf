import { randomUUID } from 'node:crypto';
import { describeWithElasticsearch } from '@shop/service-kit/testing';
import { ElasticSupplierRecords } from '../src/adapters/elastic/elastic-supplier-records';
import type { SupplierRecords } from '../src/ports/supplier-records';
import { supplierRecordsContract } from './supplier-records.contract';

describeWithElasticsearch('ElasticSupplierRecords (Elasticsearch)', (node) => {
  const prefixes = new WeakMap<SupplierRecords, string>();
  supplierRecordsContract(
    async () => {
      const prefix = `test-${randomUUID()}`;
      const records = new ElasticSupplierRecords(node().url, prefix);
      prefixes.set(records, prefix);
      return records;
    },
    // Another replica, or the same one after a restart: a client of its own on the same indices.
    async (records) => new ElasticSupplierRecords(node().url, prefixes.get(records)!),
    async (records) => {
      await (records as ElasticSupplierRecords).destroy();
      await records.close();
    },
  );
});
