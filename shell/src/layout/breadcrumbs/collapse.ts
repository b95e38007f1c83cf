import type { Breadcrumb } from '@shop/state';

export type BreadcrumbEntry = { kind: 'link'; crumb: Breadcrumb } | { kind: 'group'; crumbs: Breadcrumb[] };

/** SPEC 2: more than this many crumbs collapse. */
export const maxVisibleCrumbs = 8;
const keepFirst = 1;
const keepLast = 3;

/**
 * Above 8 crumbs the trail keeps the first and the last three and puts the levels between into
 * one dropdown; a trail so deep that more than eight levels are hidden gets several dropdowns,
 * sized evenly (never one holding a single level), so a deep category still fits one line.
 */
export function collapseBreadcrumbs(crumbs: Breadcrumb[], groupSize = maxVisibleCrumbs): BreadcrumbEntry[] {
  const links = (list: Breadcrumb[]): BreadcrumbEntry[] => list.map((crumb) => ({ kind: 'link', crumb }));
  if (crumbs.length <= maxVisibleCrumbs) return links(crumbs);
  const middle = crumbs.slice(keepFirst, crumbs.length - keepLast);
  const count = Math.ceil(middle.length / groupSize);
  const groups: BreadcrumbEntry[] = [];
  for (let g = 0, at = 0; g < count; g++) {
    const size = Math.ceil((middle.length - at) / (count - g));
    groups.push({ kind: 'group', crumbs: middle.slice(at, at + size) });
    at += size;
  }
  return [...links(crumbs.slice(0, keepFirst)), ...groups, ...links(crumbs.slice(crumbs.length - keepLast))];
}
