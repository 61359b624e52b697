import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {checkExample, englishTwin, printedNumbers} from './check-examples';
import {defineExample} from '../examples/example';

const sum = defineExample('tiny-sum', 'docs/library/opex.md', (ex) => {
  const a = ex.given(1200);
  const b = ex.given(0.25, 2);
  ex.result(a * b, 2);
});

const page = (body: string) => `# Page\n\n{/* example: tiny-sum */}\n${body}\n{/* /example */}\n`;

describe('the worked-example check', () => {
  it('accepts a region that prints exactly the computed numbers', () => {
    assert.deepEqual(checkExample(sum, 'p.md', page('1. $1{,}200 \\times 0.25 = 300.00$ 円')), []);
  });

  it('reports a rounding slip and a missing result', () => {
    const problems = checkExample(sum, 'p.md', page('$1{,}200 \\times 0.25 = 300.01$ 円'));
    assert.equal(problems.length, 2);
    assert.match(problems[0], /prints 300\.01/);
    assert.match(problems[1], /does not print the result 300\.00/);
  });

  it('reports a page that lost its region', () => {
    assert.match(checkExample(sum, 'p.md', '# Page\n')[0], /no region/);
  });

  it('skips entity ids, ISO dates, times and list markers, which are names, not quantities', () => {
    assert.deepEqual(printedNumbers('2. `ast-005` on 2027-05-12 12:00: −1,488.5'), ['1488.5']);
  });

  it('finds the English twin of every area', () => {
    assert.equal(
      englishTwin('docs/library/opex.md'),
      'i18n/en/docusaurus-plugin-content-docs/current/library/opex.md',
    );
    assert.equal(
      englishTwin('technology/simulations/fip.md'),
      'i18n/en/docusaurus-plugin-content-docs-technology/current/simulations/fip.md',
    );
  });
});
