// The antd components this app never shows, neither itself nor through another antd component it uses: the
// browser build leaves their rules out of antd's prebuilt stylesheet (loader.js), which is otherwise a megabyte
// of CSS that every first visit waits for. test/src/app/antdStylesheet.test.ts fails when src/ starts importing
// one of them: take it off this list then.
//
// Each entry names the component as src/ imports it from 'antd' and the class prefix of its rules. The Table's
// filter menu would draw a Tree in `filterMode: 'tree'`, which no table here uses.

/** @type {readonly { readonly component: string; readonly classPrefix: string }[]} */
const unusedAntdComponents = [
  { component: 'Anchor', classPrefix: 'anchor' },
  { component: 'Avatar', classPrefix: 'avatar' },
  { component: 'Breadcrumb', classPrefix: 'breadcrumb' },
  { component: 'Calendar', classPrefix: 'picker-calendar' },
  { component: 'Carousel', classPrefix: 'carousel' },
  { component: 'Cascader', classPrefix: 'cascader' },
  { component: 'Collapse', classPrefix: 'collapse' },
  { component: 'ColorPicker', classPrefix: 'color-picker' },
  { component: 'FloatButton', classPrefix: 'float-btn' },
  { component: 'Image', classPrefix: 'image' },
  { component: 'Masonry', classPrefix: 'masonry' },
  { component: 'Mentions', classPrefix: 'mentions' },
  { component: 'QRCode', classPrefix: 'qrcode' },
  { component: 'Rate', classPrefix: 'rate' },
  { component: 'Slider', classPrefix: 'slider' },
  { component: 'Splitter', classPrefix: 'splitter' },
  { component: 'Statistic', classPrefix: 'statistic' },
  { component: 'Steps', classPrefix: 'steps' },
  { component: 'Timeline', classPrefix: 'timeline' },
  { component: 'Tour', classPrefix: 'tour' },
  { component: 'Transfer', classPrefix: 'transfer' },
  { component: 'Tree', classPrefix: 'tree' },
  { component: 'TreeSelect', classPrefix: 'tree-select' },
];

module.exports = { unusedAntdComponents };
