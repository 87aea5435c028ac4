// webpack loader for antd's prebuilt stylesheet (antd/dist/antd.css, see src/app/theme.ts). It leaves out:
// - the rules of the components this app never shows (unusedComponents.js): a third of the file;
// - the blocks that give the design tokens' default values to the `css-var-…` classes of antd's own build: no
//   element here carries those classes, since antd writes our theme's values at run time under its own class.
// A rule that also styles a used component keeps that part of its selector list.
const postcss = require('postcss');
const { unusedAntdComponents } = require('./unusedComponents.js');

const prefixes = unusedAntdComponents.map(({ classPrefix }) => classPrefix).join('|');
/** `.ant-tree` or `.ant-tree-node…`, but not `.ant-tree-select…` unless that is listed too. */
const unusedClass = new RegExp(`\\.ant-(?:${prefixes})(?:-|(?![\\w-]))`);
const buildTokenClass = /^\.css-var-/;

/** @param {string} css @returns {string} */
function withoutUnusedRules(css) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(/** @type {import('postcss').AtRule} */ (rule.parent).name)) {
      return;
    }
    const kept = rule.selectors.filter((selector) => !unusedClass.test(selector) && !buildTokenClass.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/** @this {import('webpack').LoaderContext<unknown>} @param {string} source */
function antdStylesheetLoader(source) {
  return withoutUnusedRules(source);
}

module.exports = antdStylesheetLoader;
module.exports.withoutUnusedRules = withoutUnusedRules;
