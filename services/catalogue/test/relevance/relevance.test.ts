import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describeWithElasticsearch } from '@shop/service-kit/testing';
import { ElasticCatalogueIndex } from '../../src/adapters/elastic/elastic-catalogue-index';
import { MemoryCatalogueIndex } from '../../src/adapters/memory/memory-catalogue-index';
import type { CatalogueIndex } from '../../src/ports/catalogue-index';
import { seedCatalogue } from '../seed';
import { readJudgedSet } from './judged-set-file';
import { engineFigures, ndcgDepth, shareAlike, topAgrees, type EngineFigures } from './relevance-measures';

/**
 * Relevance on the judged set (judged-set.json, built by build-judged-set.ts from the demo
 * catalogue's records by named rules): nDCG@10 and the zero-result rate of each engine, and how
 * often their first five results are the same.
 */
const { variants: size, queries } = readJudgedSet();
const catalogue = () => seedCatalogue('', size);
const goal = { ndcgAt10: 0.9, zeroResultRate: 0, topFiveAgreement: 0.9 };

async function answersOf(index: CatalogueIndex): Promise<number[][]> {
  const answers: number[][] = [];
  for (const q of queries) {
    const hits = await index.search({ term: q.query, locale: q.locale, skip: 0, take: ndcgDepth });
    answers.push(hits.variantIds);
  }
  return answers;
}

const figures: {
  embedded?: EngineFigures;
  elasticsearch?: EngineFigures;
  /** Share of queries whose first five results are the same variants in both engines. */
  topFiveAgreement?: number;
  /** Share of queries answered with the same ten variants in the same order. */
  sameFirstTenInOrder?: number;
} = {};
let embeddedAnswers: number[][] = [];

/**
 * Where the figures go: test-results/ (not kept) in `npm test`, bench-results/relevance.json (kept, the
 * table in docs/catalogue.md) from `npm run bench:relevance`, so a test run leaves the checkout as it was.
 */
const resultsFile = resolve(
  process.env.RELEVANCE_RESULTS_FILE ?? join(__dirname, '..', '..', '..', '..', 'test-results', 'relevance.json'),
);

afterAll(() => {
  mkdirSync(dirname(resultsFile), { recursive: true });
  const results = {
    at: new Date().toISOString(),
    loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    variants: size,
    goal,
    ...figures,
  };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
});

describe('relevance of the embedded engine on the judged set', () => {
  beforeAll(async () => {
    const index = new MemoryCatalogueIndex();
    await index.replaceCatalogue(catalogue());
    embeddedAnswers = await answersOf(index);
    figures.embedded = engineFigures(queries, embeddedAnswers);
  }, 300_000);

  it(`ranks what buyers expect first: nDCG@10 at least ${goal.ndcgAt10}`, () => {
    expect(figures.embedded!.ndcgAt10).toBeGreaterThanOrEqual(goal.ndcgAt10);
  });

  it('finds something for every judged query', () => {
    expect(figures.embedded!.zeroResultRate).toBe(goal.zeroResultRate);
  });
});

describeWithElasticsearch('relevance of Elasticsearch on the judged set, beside the embedded engine', (node) => {
  beforeAll(async () => {
    const index = new ElasticCatalogueIndex(node().url, `relevance-${randomUUID()}`);
    let elasticAnswers: number[][];
    try {
      await index.replaceCatalogue(catalogue());
      elasticAnswers = await answersOf(index);
    } finally {
      await index.destroy();
      await index.close();
    }
    figures.elasticsearch = engineFigures(queries, elasticAnswers);
    figures.topFiveAgreement = shareAlike(embeddedAnswers, elasticAnswers, topAgrees);
    figures.sameFirstTenInOrder = shareAlike(embeddedAnswers, elasticAnswers, (a, b) => a.join() === b.join());
  }, 900_000);

  it(`ranks what buyers expect first: nDCG@10 at least ${goal.ndcgAt10}`, () => {
    expect(figures.elasticsearch!.ndcgAt10).toBeGreaterThanOrEqual(goal.ndcgAt10);
  });

  it('finds something for every judged query', () => {
    expect(figures.elasticsearch!.zeroResultRate).toBe(goal.zeroResultRate);
  });

  it(`answers the first five of the embedded engine for ${goal.topFiveAgreement * 100} % of queries or more`, () => {
    expect(figures.topFiveAgreement).toBeGreaterThanOrEqual(goal.topFiveAgreement);
  });
});
