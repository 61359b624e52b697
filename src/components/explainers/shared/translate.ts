import {interpolate} from '@docusaurus/Interpolate';
import messages from '@explainer-translations';

type Message = {id: string; message: string; description?: string};

/**
 * Docusaurus's `translate()`, reading the explainers' own translation file
 * (src/upstream/explainer-translations), which loads with the explainer
 * rather than with every page.
 */
export function translate(
  {id, message}: Message,
  values?: Record<string, string | number>,
): string {
  const text = messages[id]?.message ?? message;
  return values ? interpolate(text, values) : text;
}
