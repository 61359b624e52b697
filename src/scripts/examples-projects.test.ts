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
  scenarioCResultsExample,
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

describe('the fixed-asset tax base and the premium path are computed per item and per year', () => {
  it('taxes only the items flagged for the depreciable-asset tax base', () => {
    const run = scenarioC(AST005);
    // Grid connection and land preparation back in the tax base, as cpx-005 taxed whole.
    const whole = {
      ...AST005,
      capexItems: AST005.capexItems.map((item) => ({...item, propertyTax: true})),
    };
    const taxedWhole = scenarioC(whole);
    assert.ok(taxedWhole.debt < run.debt);
    const debt = (taxedWhole.debt / 1e6).toFixed(1);
    const found = problems(scenarioCResultsExample(whole));
    assert.ok(found.some((p) => p.startsWith('guides/user-guides/scenario-guides.md')));
    assert.ok(found.some((p) => p.includes(`result ${debt}`)));
  });

  it('rejects capex items that do not add up to cpx-005', () => {
    const short = {...AST005, capexItems: AST005.capexItems.slice(1)};
    assert.throws(() => scenarioC(short), /do not add up/);
  });

  it('ends the premium of sim-001 when the uplift ends, and fails the page if it would not', () => {
    const run = sim001Run(SIM001);
    assert.equal(run.rows.find((r) => r.fy === 2027)?.premium, 0);
    // With the uplift kept in FY2027, the premium would survive and the IRR would be higher.
    const kept = {...SIM001, upliftYears: [2025, 2026, 2027]};
    assert.ok(sim001Run(kept).irr > run.irr);
    assert.throws(() => sim001ScreenExample(kept), /premium/);
  });
});
