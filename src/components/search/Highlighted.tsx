import React, {type ReactNode} from 'react';
import type {MatchRange} from '@site/src/search/engine';

/** Text with the matched ranges wrapped in <mark>; never renders HTML from the index. */
export default function Highlighted({
  text,
  ranges,
}: {
  text: string;
  ranges: MatchRange[];
}): ReactNode {
  const parts: ReactNode[] = [];
  let cursor = 0;
  ranges.forEach(([start, end], i) => {
    if (start > cursor) parts.push(text.slice(cursor, start));
    parts.push(<mark key={i}>{text.slice(start, end)}</mark>);
    cursor = end;
  });
  parts.push(text.slice(cursor));
  return <>{parts}</>;
}
