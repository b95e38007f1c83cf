import { fromRanges, type JudgedQuery } from './judged-set';

/** How many results nDCG looks at, and how many the two engines are compared on. */
export const ndcgDepth = 10;
export const agreementDepth = 5;

/** Each query's judgements as a map from variant id to grade, for scoring answers. */
export function gradesOf(query: JudgedQuery): Map<number, number> {
  const grades = new Map<number, number>();
  for (const id of fromRanges(query.grade1)) grades.set(id, 1);
  for (const id of fromRanges(query.grade2)) grades.set(id, 2);
  return grades;
}

const gain = (grade: number) => 2 ** grade - 1;
const discountedSum = (grades: number[]) =>
  grades.slice(0, ndcgDepth).reduce((sum, grade, i) => sum + gain(grade) / Math.log2(i + 2), 0);

/** nDCG@10 of one answer: its discounted gain over that of the best possible ranking of the judged variants. */
export function ndcg(answer: readonly number[], grades: Map<number, number>): number {
  const ideal = discountedSum([...grades.values()].sort((a, b) => b - a));
  return ideal === 0 ? 0 : discountedSum(answer.map((id) => grades.get(id) ?? 0)) / ideal;
}

/** The first five of two answers hold the same variants (in any order). */
export function topAgrees(a: readonly number[], b: readonly number[]): boolean {
  const first = new Set(a.slice(0, agreementDepth));
  const second = b.slice(0, agreementDepth);
  return first.size === second.length && second.every((id) => first.has(id));
}

/** The share of queries whose two answers are alike by `same`. */
export function shareAlike(
  first: readonly number[][],
  second: readonly number[][],
  same: (a: readonly number[], b: readonly number[]) => boolean,
): number {
  return round(first.filter((answer, i) => same(answer, second[i]!)).length / Math.max(1, first.length));
}

export interface EngineFigures {
  queries: number;
  ndcgAt10: number;
  zeroResultRate: number;
  /** Per rule of the judged set: its queries' mean nDCG@10. */
  ndcgByRule: Record<string, number>;
}

export function engineFigures(queries: readonly JudgedQuery[], answers: readonly number[][]): EngineFigures {
  const scores = queries.map((q, i) => ndcg(answers[i]!, gradesOf(q)));
  const byRule = new Map<string, number[]>();
  queries.forEach((q, i) => byRule.set(q.rule, [...(byRule.get(q.rule) ?? []), scores[i]!]));
  return {
    queries: queries.length,
    ndcgAt10: round(mean(scores)),
    zeroResultRate: round(answers.filter((a) => a.length === 0).length / answers.length),
    ndcgByRule: Object.fromEntries([...byRule].map(([rule, s]) => [rule, round(mean(s))])),
  };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const round = (x: number) => Math.round(x * 1000) / 1000;
