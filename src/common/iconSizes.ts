// The icon sizes of the spec's steps, in pixels: every icon of the app takes its size from here.
export const ICON_SIZES = { xs: 18, sm: 24, md: 32, lg: 38, xl: 46 } as const;
export type IconSize = keyof typeof ICON_SIZES;
