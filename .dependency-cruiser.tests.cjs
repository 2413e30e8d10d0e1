/**
 * The second pass of `npm run boundaries` (issue 18 §1): the main configuration leaves tests and
 * src/server/test-support out, because they compose the whole app and sit above every layer. Here
 * they are back in the graph for the one rule that holds for them too: no file cycles.
 */
const main = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: main.forbidden.filter((rule) => rule.name === 'no-circular'),
  options: { ...main.options, exclude: { path: '^src/client/i18n/messages/' } },
};
