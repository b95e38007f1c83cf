// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compactCss } = require('../css-compact-loader') as { compactCss: (css: string) => string };

describe('the CSS the apps send (css-compact-loader)', () => {
  it('leaves out comments and indentation, and keeps every rule, value and string as written', () => {
    const css = [
      '/* Why the header is sticky. */',
      ':root {',
      '  --space-2: 8px; /* the grid */',
      "  --font-sans: system-ui, 'Segoe UI', sans-serif;",
      '}',
      '',
      '@media (min-width: 768px) {',
      '  .search-bar__panel,',
      '  .header > a:hover {',
      '    max-width: calc(100% - var(--space-2));',
      "    content: '/* not a comment */';",
      '  }',
      '}',
      "@import url('x.css');",
    ].join('\n');
    expect(compactCss(css)).toBe(
      ":root{--space-2:8px;--font-sans:system-ui, 'Segoe UI', sans-serif;}" +
        '@media (min-width: 768px) {.search-bar__panel,\n  .header > a:hover{max-width:calc(100% - var(--space-2));' +
        "content:'/* not a comment */';}}@import url('x.css') ;",
    );
  });
});
