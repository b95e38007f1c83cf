// CSS is bundled by webpack; component tests assert on markup and roles, not on styles.
module.exports = {};
