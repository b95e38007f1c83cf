import { collapseBreadcrumbs } from '../src/layout/breadcrumbs/collapse';

const trail = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `L${i}`, href: `/l${i}` }));

describe('collapseBreadcrumbs', () => {
  it('keeps up to 8 crumbs as they are', () => {
    expect(collapseBreadcrumbs(trail(8)).every((e) => e.kind === 'link')).toBe(true);
  });

  it('groups the middle of a longer trail into dropdowns, keeping the first and last three', () => {
    const entries = collapseBreadcrumbs(trail(12));
    expect(entries.map((e) => (e.kind === 'link' ? e.crumb.label : e.crumbs.map((c) => c.label).join('+')))).toEqual([
      'L0',
      'L1+L2+L3+L4',
      'L5+L6+L7+L8',
      'L9',
      'L10',
      'L11',
    ]);
  });
});
