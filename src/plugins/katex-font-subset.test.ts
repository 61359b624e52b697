import assert from 'node:assert/strict';
import {test} from 'node:test';
import {textCharacters} from './katex-font-subset';

test('a page’s text characters include those written as entities, and none of its scripts or markup', () => {
  const html =
    '<p class=x>a&#x3b1;&#8722;&lt;</p><script>zq</script><style>.k{}</style><span title="w">Δ&amp;</span>';
  assert.deepEqual([...textCharacters(html)].sort(), [' ', '&', '<', 'a', 'Δ', 'α', '−'].sort());
});
