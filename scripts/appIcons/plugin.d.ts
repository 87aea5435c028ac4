import type { Compiler } from 'webpack';

/** One icon the build makes from public/favicon.svg (see plugin.js). */
export interface AppIcon {
  /** Its name in dist/public, served at `/<file>`. */
  readonly file: string;
  /** Width and height, in pixels. */
  readonly size: number;
  /** The manifest's `purpose` ("any", "maskable"), or the icon iOS asks for by name. */
  readonly purpose: 'any' | 'maskable' | 'apple-touch';
  /** The favicon's width over the icon's: 1 draws it as it is; below 1, on a solid ground of TILE_COLOUR. */
  readonly artworkScale: number;
}

export const APP_ICONS: readonly AppIcon[];
export const TILE_COLOUR: string;
export function renderAppIcon(svg: Buffer, icon: AppIcon): Promise<Buffer>;

export class AppIconsPlugin {
  constructor(options: { source: string });
  apply(compiler: Compiler): void;
}
