import React, {type ReactNode} from 'react';
import shared from './Explainer.module.css';

/** The result figures of an explainer, as a term–value list screen readers read in pairs. */
export default function Metrics({items}: {items: [term: string, value: ReactNode][]}): ReactNode {
  return (
    <dl className={shared.metrics}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
