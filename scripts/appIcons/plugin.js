// The installed app's icons, made at build time from the one source, public/favicon.svg, with sharp, and
// written beside index.html (fixed names, not hashed: the manifest and iOS ask for them by name; the server
// sends them with `cache-control: no-cache`, so a new favicon shows at the next check).
//
// - icon-192.png and icon-512.png ("any"): the favicon as drawn, its rounded tile on a transparent ground.
// - icon-maskable-512.png ("maskable"): the platform cuts its own shape (circle, squircle...) out of it, keeping
//   at least the centred circle of 80 % of its width (the safe zone). So the ground is solid, in the tile's own
//   colour, and the favicon is drawn at 75 % of the width: the briefcase reaches 70 % of the safe zone's radius,
//   and the tile's edges, the same colour as the ground, do not show.
// - apple-touch-icon.png (180 px): iOS rounds the corners itself and fills transparency with black, so it is
//   opaque and full-bleed like the maskable one, with the favicon at 85 %. iOS asks for /apple-touch-icon.png
//   on its own when the page names none.
const fs = require('node:fs');
const path = require('node:path');

/** The favicon's tile colour (its first rect), the solid ground of the full-bleed icons. */
const TILE_COLOUR = '#1677ff';

/** @type {readonly import('./plugin').AppIcon[]} */
const APP_ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any', artworkScale: 1 },
  { file: 'icon-512.png', size: 512, purpose: 'any', artworkScale: 1 },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable', artworkScale: 0.75 },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'apple-touch', artworkScale: 0.85 },
];

/**
 * The SVG drawn as a square PNG of `size` pixels: rasterised at the density that gives that size (never scaled
 * up from a small bitmap).
 * @param {import('sharp').default} sharp
 * @param {Buffer} svg
 * @param {number} size
 */
function rasterised(sharp, svg, size) {
  const width = Number(/<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg.toString('utf8'))?.[1] ?? 32);
  return sharp(svg, { density: Math.ceil((72 * size) / width) }).resize(size, size).png().toBuffer();
}

/**
 * One icon's PNG.
 * @param {Buffer} svg
 * @param {import('./plugin').AppIcon} icon
 * @returns {Promise<Buffer>}
 */
async function renderAppIcon(svg, icon) {
  const sharp = require('sharp');
  if (icon.artworkScale === 1) return rasterised(sharp, svg, icon.size);
  const artworkSize = Math.round(icon.size * icon.artworkScale);
  const artwork = await rasterised(sharp, svg, artworkSize);
  return sharp({ create: { width: icon.size, height: icon.size, channels: 3, background: TILE_COLOUR } })
    .composite([{ input: artwork, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** Emits APP_ICONS into the build's output folder, made from `source` (rendered once per content of it). */
class AppIconsPlugin {
  /** @param {{ source: string }} options */
  constructor({ source }) {
    this.source = path.resolve(source);
    /** @type {{ svg: Buffer, icons: Map<string, Buffer> } | undefined} */
    this.rendered = undefined;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(AppIconsPlugin.name, (compilation) => {
      compilation.fileDependencies.add(this.source);
      compilation.hooks.processAssets.tapPromise(
        { name: AppIconsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const svg = await fs.promises.readFile(this.source);
          if (this.rendered === undefined || !this.rendered.svg.equals(svg)) {
            const icons = new Map();
            for (const icon of APP_ICONS) icons.set(icon.file, await renderAppIcon(svg, icon));
            this.rendered = { svg, icons };
          }
          for (const [file, png] of this.rendered.icons) compilation.emitAsset(file, new sources.RawSource(png));
        },
      );
    });
  }
}

module.exports = { AppIconsPlugin, APP_ICONS, TILE_COLOUR, renderAppIcon };
