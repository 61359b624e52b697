/** The English messages of the explainers (src/upstream/explainer-translations.ts). */
declare module '@explainer-translations' {
  const messages: Record<string, {message: string; description?: string}>;
  export default messages;
}
