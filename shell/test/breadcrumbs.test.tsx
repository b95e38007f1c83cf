import { collapseBreadcrumbs } from '../src/layout/breadcrumbs/collapse';

const trail = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `L${i}`, href: `/l${i}` }));

describe('collapseBreadcrumbs', () => {
  it('keeps up to 8 crumbs as they are', () => {
    expect(collapseBreadcrumbs(trail(8)).every((e) => e.kind === 'link')).toBe(true);
  });

  it('puts the middle of a longer trail into one dropdown, keeping the first and last three', () => {
    const entries = collapseBreadcrumbs(trail(9));
    expect(entries.map((e) => (e.kind === 'link' ? e.crumb.label : e.crumbs.map((c) => c.label).join('+')))).toEqual([
      'L0',
      'L1+L2+L3+L4+L5',
      'L6',
      'L7',
      'L8',
    ]);
  });

  it('splits a very deep middle into even dropdowns, so none holds a single level', () => {
    const sizes = (n: number) =>
      collapseBreadcrumbs(trail(n)).flatMap((e) => (e.kind === 'group' ? [e.crumbs.length] : []));
    expect(sizes(12)).toEqual([8]);
    expect(sizes(13)).toEqual([5, 4]);
    expect(sizes(21)).toEqual([6, 6, 5]);
  });
});
