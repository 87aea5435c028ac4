// `antd` for the browser project's tests, each component loaded when a test first touches it. The package's
// CommonJS index (what Jest runs) requires all of its 70 components up front, about 0.8 s in every test file
// that imports it; the browser bundle never pays this, as webpack keeps only the components used. The index
// names each export and the module it comes from; this module reads that list from the index itself, so it
// follows antd's upgrades, and defines the same exports as getters that require their module on first use.
import fs from 'node:fs';
import path from 'node:path';

const antdIndex = require.resolve('antd/lib/index.js');
const index = fs.readFileSync(antdIndex, 'utf8');

/** `var _button = _interopRequireDefault(require("./button"));` -> _button: ./button */
const modulesByVariable = new Map<string, string>();
for (const [, variable, modulePath] of index.matchAll(/^var (_\w+) = _interopRequireDefault\(require\("(\.\/[^"]+)"\)\);$/gm)) {
  modulesByVariable.set(variable as string, modulePath as string);
}

const onDemand: Record<string, unknown> = {};
/** `Object.defineProperty(exports, "Button", { enumerable: true, get: function () { return _button.default; } });` */
for (const [, name, variable] of index.matchAll(/Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.default;/g)) {
  const modulePath = modulesByVariable.get(variable as string);
  if (modulePath === undefined) throw new Error(`antd's index exports ${String(name)} from ${String(variable)}, which it does not require`);
  Object.defineProperty(onDemand, name as string, {
    enumerable: true,
    get: () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loading a component on first use is the point
      const loaded = require(path.join(path.dirname(antdIndex), modulePath)) as { default?: unknown; __esModule?: boolean };
      return loaded.__esModule === true ? loaded.default : loaded;
    },
  });
}
if (Object.keys(onDemand).length < 50) throw new Error(`antd's index no longer reads as expected: found ${String(Object.keys(onDemand).length)} exports`);

module.exports = onDemand;
