/** antd's prebuilt stylesheet without the rules of the components the app never shows (see loader.js). */
export function withoutUnusedRules(css: string): string;
