/**
 * Legal forms as buyers and registers spell them, each mapped to one token: the register writes
 * "Tallinna Ehitus OÜ", a buyer may type "Tallinna Ehitus OU" or "Tallinna Ehitus osaühing".
 * Matched on words after the diacritics are gone (see comparableCompanyName).
 */
const legalForms: readonly (readonly [string, readonly string[]])[] = [
  ['oy', ['oy', 'osakeyhtio']],
  ['oyj', ['oyj', 'julkinen osakeyhtio']],
  ['ky', ['ky', 'kommandiittiyhtio']],
  ['ay', ['ay', 'avoin yhtio']],
  ['tmi', ['tmi', 'toiminimi']],
  ['ou', ['ou', 'osauhing']],
  ['as', ['as', 'aktsiaselts']],
  ['ab', ['ab', 'aktiebolag']],
  ['gmbh', ['gmbh', 'gesellschaft mit beschrankter haftung']],
  ['ag', ['ag', 'aktiengesellschaft']],
  ['kg', ['kg', 'kommanditgesellschaft']],
  ['ug', ['ug', 'ug haftungsbeschrankt']],
  ['sp zoo', ['sp z o o', 'spolka z ograniczona odpowiedzialnoscia']],
  ['sia', ['sia', 'sabiedriba ar ierobezotu atbildibu']],
  ['uab', ['uab', 'uzdaroji akcine bendrove']],
  ['bv', ['bv', 'besloten vennootschap']],
];

const spellings = legalForms
  .flatMap(([token, forms]) => forms.map((form) => [form, token] as const))
  // Longest first: "julkinen osakeyhtio" before "oy".
  .sort((a, b) => b[0].length - a[0].length);

/**
 * A company name as the reverse-charge rule compares it (docs/security.md, "Reverse charge"):
 * without case, diacritics (OÜ = OU), punctuation and repeated spaces, with every spelling of a
 * legal form as one. Nothing else is forgiven: another word is another company.
 */
export function comparableCompanyName(name: string): string {
  let words = ` ${name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
  for (const [form, token] of spellings) words = words.split(` ${form} `).join(` ${token} `);
  return words.trim();
}

/** Whether the buyer's company name is the register's, by comparableCompanyName. */
export const sameCompanyName = (typed: string, registered: string) =>
  comparableCompanyName(typed) === comparableCompanyName(registered);
