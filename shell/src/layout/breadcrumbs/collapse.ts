import type { Breadcrumb } from '@shop/state';

export type BreadcrumbEntry = { kind: 'link'; crumb: Breadcrumb } | { kind: 'group'; crumbs: Breadcrumb[] };

/** SPEC 2: more than this many crumbs collapse. */
export const maxVisibleCrumbs = 8;
const keepFirst = 1;
const keepLast = 3;

/**
 * Above 8 crumbs the trail keeps the first and the last three and puts the levels between into
 * dropdown groups, one group per four levels, so a deep category still fits one line.
 */
export function collapseBreadcrumbs(crumbs: Breadcrumb[], groupSize = 4): BreadcrumbEntry[] {
  const links = (list: Breadcrumb[]): BreadcrumbEntry[] => list.map((crumb) => ({ kind: 'link', crumb }));
  if (crumbs.length <= maxVisibleCrumbs) return links(crumbs);
  const middle = crumbs.slice(keepFirst, crumbs.length - keepLast);
  const groups: BreadcrumbEntry[] = [];
  for (let i = 0; i < middle.length; i += groupSize) groups.push({ kind: 'group', crumbs: middle.slice(i, i + groupSize) });
  return [...links(crumbs.slice(0, keepFirst)), ...groups, ...links(crumbs.slice(crumbs.length - keepLast))];
}
