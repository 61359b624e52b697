import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {checkExample, englishTwin} from './check-examples';
import type {WorkedExample} from '../examples/example';
import {
  AST005,
  SIM001,
  scenarioBCompareExample,
  scenarioCDesignatedExample,
  scenarioCDscrExample,
  scenarioC,
  sim001ScreenExample,
  sim001Run,
} from '../examples/projects';

const root = join(__dirname, '..', '..');

/** Problems the example check reports on both languages of the example's page. */
function problems(example: WorkedExample): string[] {
  return [example.page, englishTwin(example.page)].flatMap((page) =>
    checkExample(example, page, readFileSync(join(root, page), 'utf8')),
  );
}

describe('the KPIs the pages show are computed from their inputs', () => {
  it('passes on the pages as they are', () => {
    assert.deepEqual(problems(sim001ScreenExample(SIM001)), []);
    assert.deepEqual(problems(scenarioCDscrExample(AST005)), []);
    assert.deepEqual(problems(scenarioCDesignatedExample(AST005)), []);
  });

  it('fails every page showing sim-001 KPIs when the O&M cost changes, naming the new values', () => {
    const changed = {...SIM001, omPerKw: 5000};
    const irr = (sim001Run(changed).irr * 100).toFixed(1).replace('-', '');
    const screen = problems(sim001ScreenExample(changed));
    assert.ok(screen.some((p) => p.startsWith('docs/simulations/simulation-page.md')));
    assert.ok(screen.some((p) => p.startsWith('i18n/en/') && p.includes(`result ${irr}`)));
    assert.ok(problems(scenarioBCompareExample(changed)).some((p) => p.includes(`result ${irr}`)));
  });

  it('fails the scenario-C guide when the fixed-asset tax rate changes', () => {
    const changed = {...AST005, propertyTaxRate: 0.025};
    const min = Math.min(...scenarioC(changed).designated.dscr).toFixed(2);
    assert.notEqual(min, '1.25');
    const found = problems(scenarioCDesignatedExample(changed));
    assert.ok(found.some((p) => p.startsWith('guides/user-guides/scenario-guides.md')));
    assert.ok(found.some((p) => p.includes(`result ${min}`)));
  });

  it('prices cpx-005 per kW AC: 9,067.5 million JPY; per kW DC would lower the IRR', () => {
    assert.equal((sim001Run(SIM001).capex / 1e6).toFixed(1), '9067.5');
    assert.ok(sim001Run({...SIM001, acKw: 48000}).irr < sim001Run(SIM001).irr);
  });
});
