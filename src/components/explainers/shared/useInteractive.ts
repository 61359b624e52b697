import {useEffect, useState} from 'react';

/**
 * False in the server-rendered HTML, true once the explainer has hydrated and
 * responds to input: exposed as `data-interactive`, so tests (and styles) can
 * tell the static snapshot from the live explainer.
 */
export function useInteractive(): boolean {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return interactive;
}
