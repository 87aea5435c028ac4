/** The antd components the app never shows, and the class prefix of their rules (see unusedComponents.js). */
export const unusedAntdComponents: readonly { readonly component: string; readonly classPrefix: string }[];
