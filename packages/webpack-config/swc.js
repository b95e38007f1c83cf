// @ts-check
/** The swc-loader every build of the apps compiles TypeScript with (browser and server alike). */
function swcLoader({ development = false } = {}) {
  return {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development } },
        target: 'es2020',
      },
    },
  };
}

module.exports = { swcLoader };
