/** Docusaurus's `translate()`: the explainers' English strings are in i18n/en/code.json with the rest. */
export {translate} from '@docusaurus/Translate';
