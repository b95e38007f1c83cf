import categories from '../elasticsearch/categories.template.json';
import variants from '../elasticsearch/variants.template.json';

/**
 * Settings (per-language analysers) and mappings of the search indices. The template files are
 * the one source: apply-templates.sh installs them in production, and the Elasticsearch adapter
 * creates its indices from the same settings, so tests and production analyse text alike.
 */
export const elasticTemplates = {
  categories: categories.template,
  variants: variants.template,
};
