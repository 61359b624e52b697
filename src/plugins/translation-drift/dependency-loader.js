// Makes an English page's module depend on its Japanese source and the
// translation lock, so that the development server (`npm run start:en`)
// recompiles the English page when its Japanese source changes, and the
// production build's persistent cache never serves a page whose notices are
// stale. It passes the source through unchanged.

/** @this {import('webpack').LoaderContext<{lockFile: string; japaneseSourceOf: Record<string, string>}>} */
module.exports = function translationDriftDependencies(source) {
  const {lockFile, japaneseSourceOf} = this.getOptions();
  const japanese = japaneseSourceOf[this.resourcePath];
  if (japanese) {
    this.addDependency(japanese);
    this.addDependency(lockFile);
  }
  return source;
};
