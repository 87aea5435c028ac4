// antd's prebuilt stylesheet as the browser build trims it (scripts/antdStylesheet): the components the app
// shows keep every rule, the ones it never shows lose theirs, and src/ shows none of the latter.
import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { withoutUnusedRules } from '../../../scripts/antdStylesheet/loader';
import { unusedAntdComponents } from '../../../scripts/antdStylesheet/unusedComponents';

const ROOT = path.resolve(__dirname, '../../..');
// Read from antd's folder: a stylesheet import resolves to the tests' stub (jest.config.ts).
const antdCss = fs.readFileSync(path.join(path.dirname(require.resolve('antd/package.json')), 'dist/antd.css'), 'utf8');
const anyUnusedClass = new RegExp(
  `\\.ant-(?:${unusedAntdComponents.map(({ classPrefix }) => classPrefix).join('|')})(?:-|(?![\\w-]))`,
);

/** Every selector of the stylesheet's style rules (keyframe steps aside). */
function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type !== 'atrule' || !(rule.parent as postcss.AtRule).name.endsWith('keyframes')) {
      selectors.push(...rule.selectors);
    }
  });
  return selectors;
}

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("antd's stylesheet in the browser build", () => {
  const before = selectorsOf(antdCss);
  const after = new Set(selectorsOf(withoutUnusedRules(antdCss)));

  it.each(unusedAntdComponents)('keeps no rule of $component (.ant-$classPrefix)', ({ classPrefix }) => {
    const own = new RegExp(`\\.ant-${classPrefix}(?:-|(?![\\w-]))`);
    expect(before.some((selector) => own.test(selector))).toBe(true);
    expect([...after].filter((selector) => own.test(selector))).toEqual([]);
  });

  it.each(['btn', 'form', 'input', 'select', 'picker', 'table', 'modal', 'tabs', 'upload', 'menu', 'drawer', 'notification'])(
    'keeps every rule of .ant-%s but where it sits beside an unused component',
    (classPrefix) => {
      const own = new RegExp(`^\\.ant-${classPrefix}(?:-|(?![\\w-]))`);
      const kept = before.filter((selector) => own.test(selector) && !anyUnusedClass.test(selector));
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.filter((selector) => !after.has(selector))).toEqual([]);
    },
  );

  it("leaves out the token values of antd's own build, which no element here carries", () => {
    expect(before.some((selector) => selector.startsWith('.css-var-'))).toBe(true);
    expect([...after].filter((selector) => selector.startsWith('.css-var-'))).toEqual([]);
  });

  it('is not asked for a component that src/ imports from antd', () => {
    const imported = new Set(
      sourceFiles(path.join(ROOT, 'src')).flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'antd'/g)].flatMap(
          (match) => (match[1] ?? '').split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]),
        ),
      ),
    );
    expect(imported.has('Button')).toBe(true);
    expect(unusedAntdComponents.filter(({ component }) => imported.has(component))).toEqual([]);
  });
});
