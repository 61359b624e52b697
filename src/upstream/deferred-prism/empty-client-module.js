// Stands in for theme-classic's Prism client module (see deferred-prism.ts).
export {};
