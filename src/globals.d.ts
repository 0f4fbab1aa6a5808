/** Set by webpack's DefinePlugin; absent under Jest and Node. */
declare const __APP_VERSION__: string | undefined;

declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
