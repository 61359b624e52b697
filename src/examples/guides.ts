/** Computed examples behind the scenario guides (on financial.md) and the release notes (blog/). */
import {defineExample} from './example';
import {TOHOKU_HIGH} from './curtailment';
import {AST005, ast005Years} from './projects';

export const imbalanceCheck = defineExample(
  'financial-imbalance-check',
  'technology/simulations/financial.md',
  (ex) => {
    ex.givens([1, 2, 10, 11, 16, 25, 36, 2026]);
    ex.given(0.5, 2);
    // Slot 25 of November 16, 2026: a shortfall settled above the area price costs money.
    const imb25 = ex.given(11.8, 2);
    const spot25 = ex.given(8.42, 2);
    const short25 = ex.given(73.4, 1);
    ex.result(imb25 - spot25, 2);
    ex.result((imb25 - spot25) * short25, 2);
    // Slot 36: a surplus (plan − actual < 0) settled above the area price is a gain.
    const imb36 = ex.given(13.2, 2);
    const spot36 = ex.given(12.9, 2);
    const surplus36 = ex.given(-13.5, 1);
    ex.result((imb36 - spot36) * surplus36, 2);
    // The month: the total of those slot costs over the month's actual energy.
    const monthCost = ex.given(61750);
    const monthEnergy = ex.given(498000);
    ex.result(monthCost / monthEnergy, 2);
  },
);

/**
 * financial.md, the P90 lender case of scenario C in the scenario guides: the first operating
 * year (FY2027) of ast-005 at P50 (sim-003, the sizing case) and P90. Year 1 has no fixed-asset tax (first assessed January 1, 2028) and no
 * income tax (depreciation over 17 years exceeds EBITDA), so CFADS equals EBITDA.
 */
export const p90LenderCase = defineExample(
  'financial-p90-lender-case',
  'technology/simulations/financial.md',
  (ex) => {
    ex.givens([0, 1, 2, 2027, 17, 90, 50, 4]);
    ex.given(1.1, 2);
    const target = ex.given(1.3, 2);
    // sim-003, the run spv-001 sizes on (scn-002: Tohoku 3.0%, the conservative curtailment case).
    const p50 = 17760000 * (1 - TOHOKU_HIGH);
    // The P90 run's net energy, an output of the simulation.
    const p90 = ex.given(16070751);
    ex.result(p50 / 1000, 0);
    ex.result(p90 / 1000, 0);
    ex.result((p90 / p50) * 100, 1);
    const capex = 250000 * 1.015 ** 2 * 12000;
    ex.result(capex / 1e6, 1);
    // Land preparation is land: only the depreciable items of cpx-005 are depreciated.
    const {depreciable} = ast005Years(AST005, TOHOKU_HIGH);
    ex.result(depreciable / 1e6, 1);
    const depreciation = ex.result(depreciable / 17 / 1e6, 1);
    const fixedOpex = 4200 * 12000 + 3600000 + 0.0025 * capex + 12 * 70 * 12000;
    const cfads = (energy: number) => {
      const revenue = energy * 13.8;
      const opex = fixedOpex + (0.3 + 0.2) * energy;
      const imbalance = 0.5 * energy;
      ex.result(revenue / 1e6, 1);
      ex.result(opex / 1e6, 1);
      ex.result(imbalance / 1e6, 1);
      const value = revenue - opex - imbalance;
      // Tax is 0 in year 1: depreciation exceeds EBITDA.
      if (value / 1e6 >= depreciation) throw new Error('year 1 would pay tax');
      ex.result(value / 1e6, 1);
      return value;
    };
    const cfads50 = cfads(p50);
    const cfads90 = cfads(p90);
    const service50 = ex.result(cfads50 / target / 1e6, 1);
    const service90 = ex.result(cfads90 / target / 1e6, 1);
    void service50;
    ex.result(cfads90 / (cfads50 / target), 2);
    // Two-test sizing: the smaller of P50 at the base DSCR and P90 at a lower one (an example).
    const lower = ex.given(1.2, 2);
    const twoTests = ex.result(Math.min(cfads50 / target, cfads90 / lower) / 1e6, 1);
    if (twoTests !== Number((cfads90 / lower / 1e6).toFixed(1))) throw new Error('P50 would bind');
    ex.result(cfads50 / 1e6 / twoTests, 2);
    ex.result((1 - service90 / twoTests) * 100, 1);
    // The P90 weather case covers irradiance only. The energy model's own uncertainty
    // (transposition, loss factors, availability), about 3–4%, combines with it in quadrature.
    ex.givens([3, 4]);
    const z90 = ex.given(1.2816, 4);
    const ratio = ex.result(p90 / p50, 4);
    void ratio;
    const sigmaIrradiance = ex.result((1 - p90 / p50) / z90, 4);
    const sigmaModel = ex.given(0.035, 3);
    const sigma = ex.result(Math.hypot(sigmaIrradiance, sigmaModel), 4);
    const k = ex.result(1 - z90 * sigma, 4);
    const combined = p50 * (1 - z90 * sigma);
    ex.result(combined / 1000, 0);
    const revenue = combined * 13.8;
    const cfadsCombined = revenue - (fixedOpex + (0.3 + 0.2) * combined) - 0.5 * combined;
    if (cfadsCombined / 1e6 >= depreciation) throw new Error('year 1 would pay tax');
    ex.result(cfadsCombined / 1e6, 1);
    const cap = ex.result(cfadsCombined / lower / 1e6, 1);
    ex.result((1 - cap / twoTests) * 100, 1);
    // The loss-factor override that turns the P90 weather run into the combined P90: lower
    // availability by the ratio of the two P90s.
    const availability = ex.given(99.0, 1);
    ex.result((availability * (1 - z90 * sigma)) / (p90 / p50), 1);
    void k;
  },
);

/** The FY2026 library release note: the effect of the revised items on ast-005 (JPY/kW AC). */
export const libraryFy2026Impact = defineExample(
  'library-fy2026-impact',
  'blog/2026-01-20-library-fy2026.md',
  (ex) => {
    ex.given(1);
    const ac = ex.given(12000);
    const oldOm = ex.result(ex.given(5000) * ac, 0);
    const newOm = ex.result(ex.given(4200) * ac, 0);
    ex.result(oldOm - newOm, 0);
    const oldCapex = ex.result(ex.given(113000) * ac, 0);
    const newCapex = ex.result(ex.given(129000) * ac, 0);
    ex.result(newCapex - oldCapex, 0);
  },
);

/** Scenario A, step 3: the plan's validation limits for bg-001 (6,229 kW AC in total). */
export const scenarioAPlanValidation = defineExample(
  'scenario-a-plan-validation',
  'guides/user-guides/scenario-guides.md',
  (ex) => {
    ex.givens([1, 2, 3, 4, 5, 6, 7, 25, 35, 36, 48, 1466, 1076, 999]);
    ex.given(995, 1);
    ex.given(50); // p50
    const ac = ex.given(6229);
    const hours = ex.given(0.5, 1);
    const capacity = ex.result(ac * hours, 1);
    // The error limit is whole kWh, rounded down; the warning is 20% of the unrounded
    // capacity (submitting-plans.md).
    ex.result(Math.floor(capacity), 0);
    ex.given(20);
    ex.result(capacity * 0.2, 0);
  },
);

/** Scenario A, step 6: the estimated settlement of two slots of November 16, 2026. */
export const scenarioAImbalanceReview = defineExample(
  'scenario-a-imbalance-review',
  'guides/user-guides/scenario-guides.md',
  (ex) => {
    ex.givens([12, 17, 18, 25, 30, 36]);
    const plan25 = ex.given(1452);
    const actual25 = ex.given(1378.6, 1);
    const plan36 = ex.given(999);
    const actual36 = ex.given(1012.5, 1);
    const price25 = ex.given(11.8, 2);
    const price36 = ex.given(13.2, 2);
    const short = ex.result(plan25 - actual25, 1);
    const surplus = ex.result(plan36 - actual36, 1);
    ex.result(short * price25, 2);
    ex.result(surplus * price36, 2);
  },
);

/**
 * Scenario A, step 4: slots 28–30 of bg-001 for November 18, 2026. The day-ahead plan (v1) sold
 * on the JEPX day-ahead market and cleared in full; the evening revision (v2) lowers generation,
 * and the BG buys the difference on the intraday market so that generation + procurement still
 * equals sales in every slot.
 */
const SCENARIO_A_REVISED_SLOTS = [
  {slot: 28, dayAhead: 1402, change: -84},
  {slot: 29, dayAhead: 1335, change: -97},
  {slot: 30, dayAhead: 1262, change: -90},
];

export const scenarioAIntradayTrade = defineExample(
  'scenario-a-intraday-trade',
  'guides/user-guides/scenario-guides.md',
  (ex) => {
    ex.givens([1, 2, 4, 2026, 11, 18]);
    let sold = 0;
    let generated = 0;
    let bought = 0;
    for (const {slot, dayAhead, change} of SCENARIO_A_REVISED_SLOTS) {
      ex.given(slot);
      const spot = ex.given(dayAhead);
      const intraday = ex.given(-change);
      const generation = ex.result(dayAhead + change, 0);
      // The plan balances: generation + intraday procurement = day-ahead sales.
      if (generation + intraday !== spot) throw new Error(`slot ${slot} does not balance`);
      sold += spot;
      generated += generation;
      bought += intraday;
    }
    ex.result(sold, 0);
    ex.result(generated, 0);
    ex.result(bought, 0);
  },
);

/** Scenario A, expected results: the figures of steps 4, 6 and 7 again. */
export const scenarioAResults = defineExample(
  'scenario-a-results',
  'guides/user-guides/scenario-guides.md',
  (ex) => {
    ex.givens([1, 2, 10, 11, 16, 25, 28, 30, 36, 2026]);
    ex.given(0.5, 2);
    ex.result(-SCENARIO_A_REVISED_SLOTS.reduce((sum, {change}) => sum + change, 0), 0);
    ex.result(1452 - 1378.6, 1);
    ex.result(999 - 1012.5, 1);
    ex.result((1452 - 1378.6) * 11.8, 2);
    ex.result((999 - 1012.5) * 13.2, 2);
    ex.result(61750 / 498000, 2);
  },
);
