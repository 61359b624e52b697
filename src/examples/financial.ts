/** financial.md: the three-year example (project, sculpted debt, equity, stress test) and sim-002. */
import {defineExample} from './example';
import {irr, npv} from './finance-math';
import {TOHOKU_BASE, TOHOKU_HIGH} from './curtailment';
import {AST005, ast005Years} from './projects';

export const financialThreeYears = defineExample(
  'financial-three-years',
  'technology/simulations/financial.md',
  (ex) => {
    ex.givens([0, 1, 2, 3, 100, 15]);
    const capex = ex.given(900);
    const energyMwh = ex.given(20000);
    const price = ex.given(25);
    const revenue = ex.result((energyMwh * price) / 1000, 0);
    const opex = ex.given(100);
    const imbalanceRate = ex.given(0.5, 2);
    const imbalance = ex.result((energyMwh * imbalanceRate) / 1000, 0);
    const ebitda = ex.result(revenue - opex - imbalance, 0);
    const depreciation = ex.result(capex / 3, 0);
    const tau = 0.3;
    ex.given(30);
    ex.given(tau, 2);
    const rate = 0.05;
    ex.given(5);
    ex.given(1.05, 2);

    // Project view.
    const unleveredTax = ex.result(tau * (ebitda - depreciation), 0);
    const cf = ex.result(ebitda - unleveredTax, 0);
    const flows = [-capex, cf, cf, cf];
    const factors = [1, 2, 3].map((y) => ex.result(1 / (1 + rate) ** y, 6));
    const annuity = [1, 2, 3].reduce((sum, y) => sum + 1 / (1 + rate) ** y, 0);
    ex.result(annuity, 6);
    void factors;
    [1, 2, 3].forEach((y) => ex.result(cf / (1 + rate) ** y, 3));
    ex.result(npv(rate, flows), 2);
    ex.result(irr(flows) * 100, 2);
    let cumulative = 0;
    for (const flow of flows) {
      cumulative += flow;
      ex.result(cumulative, 0);
    }
    const lcoeNumerator = ex.result(capex + opex * annuity, 3);
    const lcoeDenominator = ex.result(energyMwh * annuity, 2);
    void lcoeNumerator;
    void lcoeDenominator;
    const lcoe = (capex + opex * annuity) / (energyMwh * annuity); // million JPY per MWh
    ex.result(lcoe, 6);
    ex.result(lcoe * 1000, 2);

    // Sculpted debt over two years at DSCR 1.30 and 1.8%, no DSRA; the tax depends on interest.
    const target = ex.given(1.3, 2);
    const interest = ex.given(0.018, 3);
    ex.given(1.8, 1);
    ex.given(1.018, 3);
    ex.given(0, 3);
    let debt = 0;
    let schedule = {b0: 0, i1: 0, t1: 0, c1: 0, ds1: 0, p1: 0, b1: 0, i2: 0, t2: 0, c2: 0, ds2: 0};
    for (let step = 0; step < 200; step++) {
      const i1 = interest * debt;
      const t1 = tau * (ebitda - depreciation - i1);
      const c1 = ebitda - t1;
      const ds1 = c1 / target;
      const p1 = ds1 - i1;
      const b1 = debt - p1;
      const i2 = interest * b1;
      const t2 = tau * (ebitda - depreciation - i2);
      const c2 = ebitda - t2;
      const ds2 = c2 / target;
      schedule = {b0: debt, i1, t1, c1, ds1, p1, b1, i2, t2, c2, ds2};
      const next = ds1 / (1 + interest) + ds2 / (1 + interest) ** 2;
      if (Math.abs(next - debt) < 1e-12) break;
      debt = next;
    }
    const s = schedule;
    for (const value of [s.b0, s.b1, s.i1, s.i2, s.t1, s.t2, s.c1, s.c2, s.ds1, s.ds2, s.p1]) {
      ex.result(value, 3);
    }
    ex.result(s.ds2 - s.i2, 3); // principal in year 2 = the year-1 closing balance
    const year3Tax = ex.result(tau * (ebitda - depreciation), 3);
    const year3Cfads = ex.result(ebitda - year3Tax, 3);
    ex.result(s.c1 / s.ds1, 2);
    ex.result(s.ds1 / (1 + interest), 3);
    ex.result(s.ds2 / (1 + interest) ** 2, 3);
    const equity = ex.result(capex - debt, 3);
    const eq1 = ex.result(s.c1 - s.ds1, 3);
    const eq2 = ex.result(s.c2 - s.ds2, 3);
    void equity;
    void eq1;
    void eq2;
    ex.result(irr([-(capex - debt), s.c1 - s.ds1, s.c2 - s.ds2, year3Cfads]) * 100, 1);
    ex.given(1.1, 2);

    // Stress test: revenue −15%, debt and debt service fixed.
    const stressedRevenue = ex.result(revenue * 0.85, 0);
    const stressedEbitda = ex.result(stressedRevenue - opex - imbalance, 0);
    const stressTax1 = ex.result(tau * (stressedEbitda - depreciation - s.i1), 3);
    const stressTax2 = ex.result(tau * (stressedEbitda - depreciation - s.i2), 3);
    const stressCfads1 = ex.result(stressedEbitda - stressTax1, 3);
    const stressCfads2 = ex.result(stressedEbitda - stressTax2, 3);
    ex.result((stressedEbitda - tau * (stressedEbitda - depreciation - s.i1)) / s.ds1, 2);
    ex.result((stressedEbitda - tau * (stressedEbitda - depreciation - s.i2)) / s.ds2, 2);
    void stressCfads1;
    void stressCfads2;
  },
);

/**
 * financial.md, the real-sized case: sim-002's first operating year (FY2027) from the same inputs
 * and model as the scenario-C runs (projects.ts), every cost line of EBITDA shown, and the bridge
 * to sim-003's first-year CFADS in the P90 lender case (curtailment is the only difference).
 */
export const financialSim002 = defineExample(
  'financial-sim-002',
  'technology/simulations/financial.md',
  (ex) => {
    const p = AST005;
    ex.givens([0, 2026, 2024, 2, 12, 18, 1.3, 2028, 1, 90], 0);
    ex.given(1.3, 2);
    ex.given(1.5, 1);
    ex.given(p.escalation + 1, 3);
    const run = ast005Years(p, TOHOKU_BASE);
    const year1 = run.years[0];
    const energy = ex.result(year1.net, 0);
    ex.given(p.ppaPrice, 1);
    const revenue = ex.result(p.ppaPrice * energy, 0);
    ex.given(p.capexPerKw);
    ex.result(p.capexPerKw * (1 + p.escalation) ** 2, 2);
    ex.given(p.acKw);
    const dc = ex.given(15600);
    const capex = ex.result(run.capex, 0);
    ex.result((run.capex / p.acKw) * dc, 0);
    ex.given(p.omPerKw);
    const om = ex.result(p.omPerKw * p.acKw, 0);
    ex.result(p.omPerKw * dc, 0);
    const lease = ex.given(p.lease);
    ex.given(p.insuranceShare * 100, 2);
    const insurance = ex.result(p.insuranceShare * capex, 0);
    ex.given(p.bgFeePerKwh, 2);
    const bgFee = ex.result(p.bgFeePerKwh * energy, 0);
    // Generation-side grid charge at the illustrative rates of the lender-costs example.
    ex.given(p.gridKwRatePerMonth);
    ex.given(p.gridKwhRate, 2);
    const gridCharge = ex.result(12 * p.gridKwRatePerMonth * p.acKw + p.gridKwhRate * energy, 0);
    ex.given(p.imbalancePerKwh, 2);
    const imbalance = ex.result(p.imbalancePerKwh * energy, 0);
    const ebitda = ex.result(revenue - om - lease - insurance - bgFee - gridCharge - imbalance, 0);
    // The table adds the rounded lines; the model adds unrounded ones.
    if (Math.abs(ebitda - year1.ebitda) > 1)
      throw new Error('the table does not add up to the model');
    // Year 1: no fixed-asset tax (first assessed January 1, 2028), no decommissioning reserve
    // (no FIT/FIP certification), no income tax (depreciation exceeds EBITDA), no capex in operation.
    ex.result(run.depreciable / 1e6, 1);
    const depreciation = ex.result(year1.depreciation / 1e6, 1);
    if (year1.ebitda / 1e6 >= depreciation) throw new Error('year 1 would pay tax');
    ex.result(capex / 1e6, 1);
    ex.given(p.lifeYears);
    // Bridge to sim-003 (scn-002): only the curtailment rate differs.
    ex.given(TOHOKU_HIGH * 100, 1);
    const sim003 = ast005Years(p, TOHOKU_HIGH).years[0];
    const lost = ex.result(energy - Math.round(sim003.net), 0);
    const perKwhCosts = ex.result(p.bgFeePerKwh + p.gridKwhRate + p.imbalancePerKwh, 2);
    const margin = ex.result(p.ppaPrice - perKwhCosts, 1);
    const bridge = ex.result(lost * margin, 0);
    ex.result((ebitda - bridge) / 1e6, 1);
    if (Math.abs(ebitda - bridge - sim003.ebitda) > 1) throw new Error('the bridge misses sim-003');
    ex.result(dc / p.acKw, 2);
  },
);

export const opexAst005 = defineExample('opex-ast-005', 'docs/library/opex.md', (ex) => {
  ex.givens([2027, 2024, 2026, 1, 2, 3, 4]);
  ex.given(15600);
  const ac = ex.given(12000);
  const om = ex.given(4200);
  const omCost = ex.result(om * ac, 0);
  const lease = ex.given(3600000);
  const rate = ex.given(0.25, 2);
  ex.given(250000);
  ex.given(1.5, 1);
  const capexPerKw = ex.result(250000 * 1.015 ** 2, 2);
  const capex = ex.result(capexPerKw * ac, 0);
  const insurance = ex.result((rate / 100) * capex, 0);
  ex.given(0.3, 2);
  const energy = ex.given(17529120);
  const fee = ex.result(0.3 * energy, 0);
  ex.result(omCost + lease + insurance + fee, 0);
  ex.given(1.015, 3);
  const year2 = ex.result(om * 1.015, 0);
  ex.result(year2 * ac, 0);
});

export const capexKwBasis = defineExample('capex-kw-basis', 'docs/library/capex.md', (ex) => {
  const dc = ex.given(15600);
  const ac = ex.given(12000);
  const perKw = ex.given(129000);
  const onAc = ex.result(perKw * ac, 0);
  const onDc = ex.result(perKw * dc, 0);
  ex.result(onDc - onAc, 0);
  ex.result(dc / ac, 2);
});

export const spvDebtSizing = defineExample('spv-debt-sizing', 'docs/spvs/spv-settings.md', (ex) => {
  ex.givens([1, 2, 3, 4, 6, 12, 0]);
  const cfads = ex.given(260000000);
  const target = ex.given(1.3, 2);
  const years = ex.given(18);
  const rate = ex.given(1.8, 1);
  ex.given(0.018, 3);
  ex.given(1.018, 3);
  const service = ex.result(cfads / target, 0);
  const annuity = (1 - (1 + rate / 100) ** -years) / (rate / 100);
  ex.result(annuity, 5);
  ex.result(service * annuity, 0);
  ex.result((service * 6) / 12, 0);
  ex.given(1.1, 2);
  ex.result(service * 1.1, 0);
});

export const capexEscalation = defineExample('capex-escalation', 'docs/library/capex.md', (ex) => {
  ex.givens([2024, 2026, 2027, 4, 1, 12, 3]);
  ex.given(1.5, 1);
  ex.given(1.015, 3);
  ex.given(2);
  ex.result(113000 * 1.015 ** 2, 0);
  ex.given(113000);
});

export const financialLenderCosts = defineExample(
  'financial-lender-costs',
  'technology/simulations/financial.md',
  (ex) => {
    ex.givens([2027, 2028, 2029, 1, 2, 3, 4, 17, 12, 2013, 2035, 2025, 2024, 10, 2026]);
    // Fixed-asset tax: the items of cpx-005 in the depreciable-asset tax base, at 12,000 kW AC
    // and two years of escalation, assessed at 1.4% from the first January 1 after acquisition;
    // half a year's decline first, then the full rate (0.127 for 17 years).
    const escalated = (1 + AST005.escalation) ** 2;
    ex.given(1 + AST005.escalation, 3);
    ex.given(AST005.capexPerKw);
    ex.given(AST005.capexPerKw * escalated * AST005.acKw);
    for (const item of AST005.capexItems) ex.given(item.perKw);
    ex.given(1.84, 2);
    ex.given(2.15, 2);
    const capex = ast005Years(AST005, 0).taxBase;
    const taxedPerKw = capex / escalated / AST005.acKw;
    ex.result(taxedPerKw, 0);
    ex.result(capex, 0);
    const rate = ex.given(0.127, 3);
    const taxRate = ex.given(0.014, 3);
    const value1 = ex.result(capex * (1 - rate / 2), 0);
    ex.result(taxRate * value1, 0);
    const value2 = ex.result(Math.max(value1 * (1 - rate), 0.05 * capex), 0);
    ex.result(taxRate * value2, 0);
    // On the whole of cpx-005, as before the split: the tax the split removes in FY2028.
    const whole = AST005.capexPerKw * escalated * AST005.acKw;
    ex.result(taxRate * whole * (1 - rate / 2) - taxRate * value1, 0);
    // Generation-side grid charge with illustrative rates (not a TSO's published rates).
    const kwRate = ex.given(70);
    const kwhRate = ex.given(0.2, 2);
    const ac = ex.given(12000);
    const energy = ex.given(17529120);
    const kwPart = ex.result(12 * kwRate * ac, 0);
    const kwhPart = ex.result(kwhRate * energy, 0);
    ex.result(kwPart + kwhPart, 0);
    // Decommissioning reserve of ast-002 in FY2026, with an example reserve per kWh.
    const reserve = ex.given(1.4, 2);
    const supplied = ex.given(1780000);
    ex.result(reserve * supplied, 0);
  },
);

/** capex.md: cpx-005's breakdown and the shares of it that are taxed and depreciated. */
export const capexCpx005Items = defineExample(
  'capex-cpx-005-items',
  'docs/library/capex.md',
  (ex) => {
    const total = ex.given(AST005.capexPerKw);
    ex.givens(AST005.capexItems.map((item) => item.perKw));
    const share = (keep: (item: (typeof AST005.capexItems)[number]) => boolean) =>
      AST005.capexItems.filter(keep).reduce((sum, item) => sum + item.perKw, 0) / total;
    ex.result(share((item) => item.propertyTax) * 100, 1);
    ex.result(share((item) => item.depreciable) * 100, 1);
  },
);
