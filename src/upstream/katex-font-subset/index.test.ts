import assert from 'node:assert/strict';
import {test} from 'node:test';
import {checkSubsetInputs, textCharacters} from '.';

test('a page’s text characters include those written as entities, and none of its scripts or markup', () => {
  const html =
    '<p class=x>a&#x3b1;&#8722;&lt;</p><script>zq</script><style>.k{}</style><span title="w">Δ&amp;</span>';
  assert.deepEqual([...textCharacters(html)].sort(), [' ', '&', '<', 'a', 'Δ', 'α', '−'].sort());
});

test('KaTeX fonts are never cut without pages with math to read or fonts to cut', () => {
  assert.doesNotThrow(() => checkSubsetInputs(2, ['KaTeX_Main-Regular.woff2'], 'fonts'));
  assert.throws(
    () => checkSubsetInputs(0, ['KaTeX_Main-Regular.woff2'], 'fonts'),
    /no built page links katex\.min\.css/,
  );
  assert.throws(() => checkSubsetInputs(2, [], 'fonts'), /no \.woff2 font/);
});
