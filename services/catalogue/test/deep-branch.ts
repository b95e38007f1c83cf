/** The deepest branch of the generated catalogue, root first: what the breadcrumb and subcategory tests walk. */
export const deepBranchSlugs = [
  'gratings',
  'steel-gratings',
  'press-welded-gratings',
  'press-welded-hdg',
  'press-welded-hdg-34x38',
  'press-welded-hdg-34x38-30x3',
  'press-welded-hdg-34x38-30x3-stock',
];
