// size-limit's plugins ship no type declarations: each default export is a list of plugin objects.
declare module '@size-limit/esbuild' {
  const plugins: readonly object[];
  export default plugins;
}
declare module '@size-limit/file' {
  const plugins: readonly object[];
  export default plugins;
}
