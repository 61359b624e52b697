/**
 * Multi-year runs behind the KPIs the pages show: sim-001 (ast-006, no SPV) and sim-002/sim-003
 * (ast-005 with spv-001). Each run is built from the inputs the pages state, with the formulas of
 * technology/simulations/financial.md, so a changed input changes every KPI that depends on it.
 * The factories take their inputs as an argument so that a test can change one and watch the
 * pages fail.
 */
import {defineExample, printed, type WorkedExample} from './example';
import {
  KYUSHU_DESIGNATED,
  TOHOKU_BASE,
  TOHOKU_DESIGNATED,
  TOHOKU_DESIGNATED_CAPPED,
  TOHOKU_DESIGNATED_EXACT,
  TOHOKU_DESIGNATED_RATIO,
  TOHOKU_HIGH,
  conservativeRate,
} from './curtailment';
import {irr, npv} from './finance-math';

/**
 * A capex item of the library (docs/library/capex.md) in JPY per kW AC. `depreciable` is the
 * item's **Depreciable** field (income tax); `propertyTax` its **Fixed-asset tax base** field:
 * whether the item is a depreciable asset (償却資産) for the fixed-asset tax. A grid-connection
 * contribution is an intangible asset and land preparation is land, so neither is taxed as one
 * (Local Tax Act art. 341(4)).
 */
export interface CapexItem {
  perKw: number;
  depreciable: boolean;
  propertyTax: boolean;
}

/**
 * cpx-005 (250,000 JPY/kW at 2024 prices, all-in) split into the items it contains: the grid
 * connection and land preparation at the averages of the procurement-price committee's FY2026
 * review (21,500 and 18,400 JPY/kW), the rest the PV system and its construction.
 */
export const CPX005_ITEMS: readonly CapexItem[] = [
  {perKw: 210100, depreciable: true, propertyTax: true},
  {perKw: 21500, depreciable: true, propertyTax: false},
  {perKw: 18400, depreciable: false, propertyTax: false},
];

/** The shares of the capex that are depreciated and that the fixed-asset tax assesses. */
function capexShares(capexPerKw: number, items: readonly CapexItem[]) {
  const sum = (keep: (item: CapexItem) => boolean) =>
    items.filter(keep).reduce((total, item) => total + item.perKw, 0);
  if (sum(() => true) !== capexPerKw) throw new Error('the capex items do not add up to cpx-005');
  return {
    depreciable: sum((item) => item.depreciable) / capexPerKw,
    propertyTax: sum((item) => item.propertyTax) / capexPerKw,
  };
}

/** Fixed-asset tax base by assessment (1-based): half a year's decline first, floor 5%. */
function assessedValue(cost: number, rate: number, assessment: number): number {
  let value = cost * (1 - rate / 2);
  for (let k = 2; k <= assessment; k++) value = Math.max(value * (1 - rate), 0.05 * cost);
  return value;
}

/** Income tax with a 10-year loss carry-forward usable against 100% of income (γ = 1). */
function taxes(taxRate: number, incomes: readonly number[]): number[] {
  const losses: {year: number; amount: number}[] = [];
  return incomes.map((income, year) => {
    while (losses.length > 0 && losses[0].year < year - 10) losses.shift();
    if (income <= 0) {
      losses.push({year, amount: -income});
      return 0;
    }
    let taxable = income;
    for (const loss of losses) {
      const used = Math.min(loss.amount, taxable);
      loss.amount -= used;
      taxable -= used;
    }
    return taxRate * taxable;
  });
}

// ---------------------------------------------------------------------------------------------
// ast-005 with ppa-001 and spv-001: sim-002 (scn-001) and sim-003 (scn-002).

export interface Ast005Inputs {
  acKw: number;
  /** cpx-005 in JPY per kW AC at its base year 2024, spent in FY2026 (two years of escalation). */
  capexPerKw: number;
  capexItems: readonly CapexItem[];
  escalation: number;
  /** Energy before curtailment in FY2027; it falls by `degradation` a year. */
  potentialKwh: number;
  degradation: number;
  ppaPrice: number;
  omPerKw: number;
  lease: number;
  insuranceShare: number;
  bgFeePerKwh: number;
  gridKwRatePerMonth: number;
  gridKwhRate: number;
  imbalancePerKwh: number;
  propertyTaxRate: number;
  declineRate: number;
  lifeYears: number;
  taxRate: number;
  targetDscr: number;
  interest: number;
  tenorYears: number;
  years: number;
}

export const AST005: Ast005Inputs = {
  acKw: 12000,
  capexPerKw: 250000,
  capexItems: CPX005_ITEMS,
  escalation: 0.015,
  potentialKwh: 17760000,
  degradation: 0.005,
  ppaPrice: 13.8,
  omPerKw: 4200,
  lease: 3600000,
  insuranceShare: 0.0025,
  bgFeePerKwh: 0.3,
  gridKwRatePerMonth: 70,
  gridKwhRate: 0.2,
  imbalancePerKwh: 0.5,
  propertyTaxRate: 0.014,
  declineRate: 0.127,
  lifeYears: 17,
  taxRate: 0.3,
  targetDscr: 1.3,
  interest: 0.018,
  tenorYears: 18,
  years: 20,
};

/** The operating years FY2027… of ast-005 at a curtailment rate, with the debt service given. */
export function ast005Years(p: Ast005Inputs, curtailment: number) {
  const capex = p.capexPerKw * (1 + p.escalation) ** 2 * p.acKw;
  const share = capexShares(p.capexPerKw, p.capexItems);
  const taxBase = capex * share.propertyTax;
  const depreciable = capex * share.depreciable;
  const years = Array.from({length: p.years}, (_, k) => {
    const net = p.potentialKwh * (1 - p.degradation) ** k * (1 - curtailment);
    const up = (1 + p.escalation) ** k;
    const revenue = p.ppaPrice * net;
    const opex =
      (p.omPerKw * p.acKw + p.lease + p.insuranceShare * capex) * up +
      p.bgFeePerKwh * net +
      12 * p.gridKwRatePerMonth * p.acKw +
      p.gridKwhRate * net;
    // First assessment on January 1, 2028, paid in FY2028 (k = 1).
    const propertyTax = k === 0 ? 0 : p.propertyTaxRate * assessedValue(taxBase, p.declineRate, k);
    const ebitda = revenue - opex - p.imbalancePerKwh * net - propertyTax;
    return {net, revenue, ebitda, depreciation: k < p.lifeYears ? depreciable / p.lifeYears : 0};
  });
  return {capex, taxBase, depreciable, years};
}

/**
 * Sculpted debt sized on the CFADS at `sizingRate` (spv-001's sizing scenario), and the CFADS and
 * DSCR of runs at other curtailment rates that keep that debt service. Tax is solved with the
 * interest of the sized debt; the TK share does not enter because the SPV has no taxable income
 * while the loan runs (checked).
 */
export function sizeOn(p: Ast005Inputs, sizingRate: number, rates: readonly number[] = []) {
  const sizing = ast005Years(p, sizingRate);
  const others = rates.map((rate) => ast005Years(p, rate));
  let debt = 0;
  let service: number[] = [];
  let cfads: number[] = [];
  let cfadsOf: number[][] = [];
  for (let step = 0; step < 200; step++) {
    const interest: number[] = [];
    let balance = debt;
    service.forEach((ds) => {
      interest.push(p.interest * balance);
      balance -= ds - p.interest * balance;
    });
    const cfadsAndTax = (run: typeof sizing) => {
      const tax = taxes(
        p.taxRate,
        run.years.map((y, k) => y.ebitda - y.depreciation - (interest[k] ?? 0)),
      );
      if (tax.slice(0, p.tenorYears).some((t) => t > 0)) {
        throw new Error('the SPV pays tax while the loan runs; the TK share would matter');
      }
      return run.years.map((y, k) => y.ebitda - tax[k]);
    };
    cfads = cfadsAndTax(sizing);
    cfadsOf = others.map(cfadsAndTax);
    service = cfads.slice(0, p.tenorYears).map((c) => c / p.targetDscr);
    const next = service.reduce((sum, ds, k) => sum + ds / (1 + p.interest) ** (k + 1), 0);
    if (Math.abs(next - debt) < 1) break;
    debt = next;
  }
  const runs = cfadsOf.map((c) => ({cfads: c, dscr: service.map((ds, k) => c[k] / ds)}));
  return {debt, service, cfads, runs};
}

/**
 * Scenario C: spv-001 sizes on scn-002 (sim-003, Tohoku 3.0%, the more conservative of the FY2024
 * actual and the outlook); sim-002 (scn-001) and the designated-rule run keep that debt service.
 */
export function scenarioC(p: Ast005Inputs) {
  const sized = sizeOn(p, TOHOKU_HIGH, [TOHOKU_BASE, TOHOKU_DESIGNATED]);
  const [sim002, designated] = sized.runs;
  return {...sized, sim002, designated};
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

export function scenarioCDscrExample(p: Ast005Inputs): WorkedExample {
  return defineExample('scenario-c-sim-003-dscr', 'guides/user-guides/scenario-guides.md', (ex) => {
    const run = scenarioC(p);
    ex.givens([0, 1, 2, 3, 2024, 2026, 2027, 20, 18]);
    ex.given(p.targetDscr, 2);
    ex.given(1.1, 2);
    ex.given(TOHOKU_BASE * 100, 1);
    ex.given(TOHOKU_HIGH * 100, 1);
    ex.given(p.tenorYears);
    // The comparison table (FY2027 and the 20 years) repeats the curtailment example's values.
    const net = (c: number) => p.potentialKwh * (1 - c);
    for (const rate of [TOHOKU_BASE, TOHOKU_HIGH]) {
      ex.result((p.potentialKwh * rate) / 1000, 0);
      ex.result(net(rate) / 1000, 0);
      ex.result((net(rate) * p.ppaPrice) / 1e6, 1);
    }
    const total = (1 - (1 - p.degradation) ** p.years) / p.degradation;
    ex.result((p.potentialKwh * TOHOKU_BASE * total * p.ppaPrice) / 1e6, 1);
    ex.result((p.potentialKwh * TOHOKU_HIGH * total * p.ppaPrice) / 1e6, 1);
    // sim-002 keeps the debt sized on scn-002 and earns more.
    ex.result(Math.min(...run.sim002.dscr), 2);
    ex.result(mean(run.sim002.dscr), 2);
    // Sizing on scn-001 instead, as before: the debt it would allow.
    const onActual = sizeOn(p, TOHOKU_BASE);
    ex.result(onActual.debt / 1e6, 1);
    ex.result(run.debt / 1e6, 1);
    ex.result((1 - run.debt / onActual.debt) * 100, 1);
    ex.result((1 - 1.1 / p.targetDscr) * 100, 1);
  });
}

/**
 * Scenario C, step 4: the designated-rule rate for Tohoku by the method of curtailment.md, the
 * DSCR of sim-003's debt at that rate, and the debt if the lender sized on it.
 */
export function scenarioCDesignatedExample(p: Ast005Inputs): WorkedExample {
  return defineExample(
    'scenario-c-designated-rule',
    'guides/user-guides/scenario-guides.md',
    (ex) => {
      const run = scenarioC(p);
      ex.givens([0, 1, 2, 3, 4, 18, 2026, 2027, 60, 40]);
      ex.given(KYUSHU_DESIGNATED.areaRate, 1);
      ex.given(KYUSHU_DESIGNATED.cappedRate, 1);
      ex.given(KYUSHU_DESIGNATED.cappedShare, 1);
      ex.given(1 - KYUSHU_DESIGNATED.cappedShare, 1);
      ex.given(conservativeRate('tohoku'), 1);
      ex.given(p.targetDscr, 2);
      ex.given(1.1, 2);
      ex.result(TOHOKU_DESIGNATED_RATIO * 100, 1);
      ex.result(TOHOKU_DESIGNATED_CAPPED, 3);
      ex.result(TOHOKU_DESIGNATED_EXACT, 4);
      ex.result(TOHOKU_DESIGNATED * 100, 1);
      const {dscr, cfads} = run.designated;
      const min = Math.min(...dscr);
      ex.result(min, 2);
      ex.result(mean(dscr), 2);
      const drop = run.service.map((_, k) => 1 - cfads[k] / run.cfads[k]);
      ex.result(Math.min(...drop) * 100, 1);
      ex.result(Math.max(...drop) * 100, 1);
      // The year of the minimum, shown in full: the steepest drop is the lowest DSCR.
      const worst = dscr.indexOf(min);
      if (drop.indexOf(Math.max(...drop)) !== worst) throw new Error('drop and DSCR disagree');
      ex.given(2027 + worst);
      // To two decimals, so that the printed quotient recomputes to the minimum DSCR.
      ex.result(run.cfads[worst] / 1e6, 2);
      const cfadsWorst = ex.result(cfads[worst] / 1e6, 2);
      const service = ex.result(run.service[worst] / 1e6, 2);
      if (printed(cfadsWorst / service, 2) !== printed(min, 2))
        throw new Error('the printed quotient does not match the minimum DSCR');
      // If the lender sized on the designated-rule rate.
      const onDesignated = sizeOn(p, TOHOKU_DESIGNATED);
      ex.result(run.debt / 1e6, 1);
      ex.result(onDesignated.debt / 1e6, 1);
      ex.result((1 - onDesignated.debt / run.debt) * 100, 1);
    },
  );
}

/**
 * Scenario C, step 1: the rates spv-001 sizes on are the latest the defaults hold, not a forward
 * outlook. If the real Tohoku rate is higher, the debt sized on it is smaller: here at 4.0%.
 */
export const SENSITIVITY_RATE = 0.04;

export function scenarioCCurtailmentBasisExample(p: Ast005Inputs): WorkedExample {
  return defineExample(
    'scenario-c-curtailment-basis',
    'guides/user-guides/scenario-guides.md',
    (ex) => {
      ex.givens([2024, 2025, 2026, 2027, 9, 24, 3, 1]);
      ex.given(TOHOKU_BASE * 100, 1);
      ex.given(TOHOKU_HIGH * 100, 1);
      ex.given(SENSITIVITY_RATE * 100, 1);
      ex.given(p.targetDscr, 2);
      const sized = sizeOn(p, TOHOKU_HIGH);
      const higher = sizeOn(p, SENSITIVITY_RATE);
      ex.result(sized.debt / 1e6, 1);
      ex.result(higher.debt / 1e6, 1);
      ex.result((1 - higher.debt / sized.debt) * 100, 1);
      // Per point of curtailment above the sizing rate.
      ex.result((sized.debt - higher.debt) / 1e6 / ((SENSITIVITY_RATE - TOHOKU_HIGH) * 100), 1);
    },
  );
}

export function scenarioCResultsExample(p: Ast005Inputs): WorkedExample {
  return defineExample('scenario-c-results', 'guides/user-guides/scenario-guides.md', (ex) => {
    const run = scenarioC(p);
    ex.givens([1.3, 1.1, 1.2], 2);
    ex.givens([2025, 2026, 12, 17, 30, 50, 90, 2]);
    ex.given(TOHOKU_HIGH * 100, 1);
    ex.result(run.debt / 1e6, 1);
    ex.result(Math.min(...run.sim002.dscr), 2);
    ex.result(TOHOKU_DESIGNATED * 100, 1);
    ex.result(Math.min(...run.designated.dscr), 2);
    ex.result((1 - sizeOn(p, TOHOKU_DESIGNATED).debt / run.debt) * 100, 1);
    ex.result((1 - 1.1 / p.targetDscr) * 100, 1);
  });
}

// ---------------------------------------------------------------------------------------------
// ast-006 without an SPV: sim-001 (scn-001) and its copy run with scn-002.

export interface Sim001Inputs {
  acKw: number;
  /** cpx-005 in JPY per kW AC at base year 2024; spent over the 12 months before COD 2025-10-01. */
  capexPerKw: number;
  capexItems: readonly CapexItem[];
  escalation: number;
  /**
   * FY2026, the first full year: net energy and the energy that earned the premium (kWh, net
   * minus the 0.01 JPY/kWh slots), market sales and FIP premium (JPY).
   */
  netKwh: number;
  eligibleKwh: number;
  market: number;
  premium: number;
  /**
   * scn-001's balancing cost (JPY/kWh): the base amount from the first FIP year (FY2025 for
   * COD 2025-10-01), falling by `balancingStep` a year to 0, plus the temporary uplift in the
   * fiscal years listed.
   */
  balancingFirst: number;
  balancingStep: number;
  balancingUplift: number;
  upliftYears: readonly number[];
  degradation: number;
  omPerKw: number;
  imbalancePerKwh: number;
  propertyTaxRate: number;
  declineRate: number;
  lifeYears: number;
  taxRate: number;
  discountRate: number;
}

export const SIM001: Sim001Inputs = {
  acKw: 36000,
  capexPerKw: 250000,
  capexItems: CPX005_ITEMS,
  escalation: 0.015,
  netKwh: 56160000,
  eligibleKwh: 54200000,
  market: 517e6,
  premium: 34e6,
  balancingFirst: 1,
  balancingStep: 0.05,
  balancingUplift: 1,
  upliftYears: [2025, 2026],
  degradation: 0.005,
  omPerKw: 4200,
  imbalancePerKwh: 0.5,
  propertyTaxRate: 0.014,
  declineRate: 0.127,
  lifeYears: 17,
  taxRate: 0.3,
  discountRate: 0.05,
};

/** scn-001's balancing cost of ast-006 in a fiscal year (JPY/kWh). */
export function sim001BalancingCost(p: Sim001Inputs, fy: number): number {
  const base = Math.max(0, p.balancingFirst - p.balancingStep * (fy - 2025));
  return base + (p.upliftYears.includes(fy) ? p.balancingUplift : 0);
}

/**
 * FY2024 (y = 0) to FY2045 (y = 21). Half of cpx-005 falls in FY2024 and half in FY2025. FY2025
 * and FY2045 are six-month years; other years scale FY2026 by degradation, at FY2026 prices.
 * The premium per eligible kWh moves with the balancing cost, one for one, and stops at 0 for
 * the year as a whole. The real premium stops at 0 month by month, so months whose premium is
 * larger than the fall keep some: the run's premium after FY2026 is a lower bound.
 */
export function sim001Run(p: Sim001Inputs) {
  const rows = [];
  const capexFull = p.capexPerKw * p.acKw;
  const capex = capexFull * (0.5 + 0.5 * (1 + p.escalation));
  const share = capexShares(p.capexPerKw, p.capexItems);
  const perEligibleKwh = p.premium / p.eligibleKwh;
  for (let fy = 2024; fy <= 2045; fy++) {
    const months = fy === 2024 ? 0 : fy === 2025 || fy === 2045 ? 6 : 12;
    const scale = (1 - p.degradation) ** (fy - 2026) * (months / 12);
    const spend =
      fy === 2024 ? capexFull * 0.5 : fy === 2025 ? capexFull * 0.5 * (1 + p.escalation) : 0;
    const energy = p.netKwh * scale;
    const balancingGain = sim001BalancingCost(p, fy) - sim001BalancingCost(p, 2026);
    const premium = Math.max(0, perEligibleKwh + balancingGain) * p.eligibleKwh * scale;
    const revenue = p.market * scale + premium;
    const opex =
      fy < 2025 ? 0 : p.omPerKw * p.acKw * (1 + p.escalation) ** (fy - 2025) * (months / 12);
    // Assessed first on January 1, 2026, paid in FY2026.
    const propertyTax =
      fy < 2026
        ? 0
        : p.propertyTaxRate * assessedValue(capex * share.propertyTax, p.declineRate, fy - 2025);
    const ebitda = revenue - opex - p.imbalancePerKwh * energy - propertyTax;
    // Straight line from COD: six months in FY2025, the rest after 17 years.
    const elapsed = Math.max(0, (fy - 2025) * 12 - 6);
    const depMonths = Math.max(0, Math.min(months, p.lifeYears * 12 - elapsed));
    const depreciation =
      fy < 2025 ? 0 : ((capex * share.depreciable) / p.lifeYears) * (depMonths / 12);
    rows.push({fy, spend, energy, premium, revenue, opex, propertyTax, ebitda, depreciation});
  }
  const tax = taxes(
    p.taxRate,
    rows.map((r) => r.ebitda - r.depreciation),
  );
  const flows = rows.map((r, y) => r.ebitda - tax[y] - r.spend);
  const discounted = (values: number[]) => npv(p.discountRate, values);
  const lcoe =
    discounted(rows.map((r) => r.spend + r.opex + r.propertyTax)) /
    discounted(rows.map((r) => r.energy));
  let cumulative = 0;
  const payback = flows.findIndex((f) => (cumulative += f) >= 0);
  return {capex, capexFull, rows, flows, npv: discounted(flows), irr: irr(flows), lcoe, payback};
}

export function sim001ScreenExample(p: Sim001Inputs): WorkedExample {
  return defineExample('simulation-page-sim-001', 'docs/simulations/simulation-page.md', (ex) => {
    const run = sim001Run(p);
    ex.givens([2026, 2024, 2025, 2045, 50, 5.0, 98.0, 17], 1);
    ex.givens([1, 2, 12, 6, 10, 2024, 2025, 2026, 2027, 2045, 50, 210, 20, 0, 17]);
    ex.given(p.capexPerKw);
    ex.given(p.omPerKw);
    ex.given(p.acKw);
    ex.given(p.escalation * 100, 1);
    ex.given(p.degradation * 100, 1);
    ex.given(p.imbalancePerKwh, 2);
    ex.given(p.propertyTaxRate * 100, 1);
    ex.given(p.taxRate * 100, 1);
    ex.given(p.discountRate * 100, 1);
    ex.given(p.market / 1e6);
    ex.given(p.premium / 1e6);
    const gross = ex.given(56900);
    const curtailed = ex.given(740);
    const net = ex.result(gross - curtailed, 0);
    if (net * 1000 !== p.netKwh) throw new Error('net energy and the curtailment table disagree');
    ex.result((p.netKwh / (p.acKw * 8760)) * 100, 1);
    ex.result((p.market + p.premium) / p.netKwh, 1);
    ex.result(run.capex / 1e6, 0);
    // The premium path of scn-001's balancing cost.
    const share = capexShares(p.capexPerKw, p.capexItems);
    ex.result(share.propertyTax * 100, 1);
    ex.result(share.depreciable * 100, 1);
    ex.given(p.eligibleKwh / 1000);
    ex.result(p.premium / p.eligibleKwh, 2);
    const bc = (fy: number) => ex.given(sim001BalancingCost(p, fy), 2);
    const bc2026 = bc(2026);
    ex.given(bc2026 - p.balancingUplift, 2);
    ex.given(p.balancingUplift, 2);
    bc(2025);
    const fall = ex.result(bc2026 - bc(2027), 2);
    if (p.premium / p.eligibleKwh > fall) throw new Error('the premium no longer ends in FY2027');
    ex.result(run.rows[1].premium / 1e6, 0); // FY2025
    if (run.rows.some((r) => r.fy > 2026 && r.premium > 0)) throw new Error('premium after FY2026');
    ex.result(run.irr * 100, 1);
    ex.result(run.npv / 1e6, 0);
    ex.result(run.lcoe, 1);
    if (run.payback !== -1) throw new Error('the page says sim-001 does not pay back');
  });
}

/**
 * Scenario B's comparison (FY2026): curtailment from the gross energy, the premium equivalent of
 * the energy in 0.01 JPY/kWh slots, and the 20-year IRR of sim-001 and of its copy run with scn-002.
 */
export function scenarioBCompareExample(p: Sim001Inputs): WorkedExample {
  return defineExample('scenario-b-compare', 'guides/user-guides/scenario-guides.md', (ex) => {
    ex.givens([1, 2026, 20, 210, 234]);
    ex.given(0.01, 2);
    const gross = ex.given(56900);
    const cases = [
      {rate: TOHOKU_BASE * 100, excluded: 1960, market: p.market, premium: p.premium},
      // Outputs of the copy run with scn-002 (Tohoku 3.0%).
      {rate: TOHOKU_HIGH * 100, excluded: 4260, market: 509e6, premium: 31e6},
    ];
    const nets = cases.map((c) => {
      ex.given(c.rate, 1);
      ex.given(c.excluded);
      ex.given(c.excluded * 1000);
      ex.given(c.market / 1e6);
      ex.given(c.premium / 1e6);
      ex.given(c.premium);
      const curtailed = ex.result((gross * c.rate) / 100, 0);
      const net = ex.result(gross - curtailed, 0);
      ex.given(net * 1000);
      const perKwh = ex.result(c.premium / ((net - c.excluded) * 1000), 2);
      ex.result((c.excluded * 1000 * perKwh) / 1e6, 1);
      return net;
    });
    if (nets[0] * 1000 !== p.netKwh) throw new Error('sim-001 net energy and the table disagree');
    if ((nets[0] - cases[0].excluded) * 1000 !== p.eligibleKwh)
      throw new Error('sim-001 eligible energy and the table disagree');
    ex.result(sim001Run(p).irr * 100, 1);
    const copy = {
      ...p,
      netKwh: nets[1] * 1000,
      eligibleKwh: (nets[1] - cases[1].excluded) * 1000,
      market: cases[1].market,
      premium: cases[1].premium,
    };
    ex.result(sim001Run(copy).irr * 100, 1);
  });
}

export const scenarioCDscr = scenarioCDscrExample(AST005);
export const scenarioCResults = scenarioCResultsExample(AST005);
export const scenarioCCurtailmentBasis = scenarioCCurtailmentBasisExample(AST005);
export const scenarioCDesignated = scenarioCDesignatedExample(AST005);
export const simulationPageSim001 = sim001ScreenExample(SIM001);
export const scenarioBCompare = scenarioBCompareExample(SIM001);

/**
 * financial.md, what the model leaves out: the revenue-based enterprise tax (収入割 0.75% plus the
 * special corporate enterprise tax at 40% of it) on sim-003, the run spv-001 sizes its debt on,
 * and its per-kWh stand-in.
 */
export function financialLeftOutExample(p: Ast005Inputs): WorkedExample {
  return defineExample('financial-left-out', 'technology/simulations/financial.md', (ex) => {
    ex.givens([0, 1, 2, 10, 40, 50, 90, 100]);
    ex.given(0.75, 2);
    ex.given(p.ppaPrice, 1);
    const rate = ex.result(0.0075 * 1.4 * 100, 2) / 100;
    const base = sizeOn(p, TOHOKU_HIGH);
    const firstYear = p.potentialKwh * (1 - TOHOKU_HIGH) * p.ppaPrice;
    const revenue = ex.result(firstYear / 1e6, 1);
    ex.result(revenue * rate, 1);
    ex.result(((firstYear * rate) / base.cfads[0]) * 100, 1);
    ex.result(p.ppaPrice * rate, 2);
    const taxed = sizeOn({...p, bgFeePerKwh: p.bgFeePerKwh + p.ppaPrice * rate}, TOHOKU_HIGH);
    ex.result(base.debt / 1e6, 1);
    ex.result(taxed.debt / 1e6, 1);
    ex.result((1 - taxed.debt / base.debt) * 100, 1);
  });
}

export const financialLeftOut = financialLeftOutExample(AST005);

/** Scenario B, step 4: a faster fall of the balancing cost, in year 5 of support. */
export function scenarioBBalancingCostExample(p: Sim001Inputs): WorkedExample {
  return defineExample(
    'scenario-b-balancing-cost',
    'guides/user-guides/scenario-guides.md',
    (ex) => {
      const year = ex.given(5);
      const first = ex.given(1, 1);
      const slow = first - (year - 1) * ex.given(0.05, 2);
      const fast = first - (year - 1) * ex.given(0.1, 2);
      ex.given(year - 1);
      ex.result(slow, 2);
      ex.result(fast, 2);
      // The FY2026 energy that earned the premium in sim-001: net minus the 0.01 JPY/kWh slots.
      const eligible = ex.result(p.netKwh / 1000 - 1960, 0);
      ex.given(eligible * 1000);
      const gap = ex.result(slow - fast, 2);
      ex.result((gap * eligible * 1000) / 1e6, 1);
    },
  );
}

export const scenarioBBalancingCost = scenarioBBalancingCostExample(SIM001);

/** simulation-page.md: the compare-mode table of sim-002 and sim-003 (FY2027 and 20 years). */
export function simulationPageCompareExample(p: Ast005Inputs): WorkedExample {
  return defineExample('simulation-page-compare', 'docs/simulations/simulation-page.md', (ex) => {
    ex.givens([2026, 2027, 20]);
    for (const rate of [TOHOKU_BASE, TOHOKU_HIGH]) {
      ex.given(rate * 100, 1);
      const net = p.potentialKwh * (1 - rate);
      ex.result((p.potentialKwh * rate) / 1000, 0);
      ex.result(net / 1000, 0);
      ex.result((net * p.ppaPrice) / 1e6, 1);
      // Each year's curtailed energy is stored as whole kWh (ppa-view.md).
      let curtailed = 0;
      for (let k = 0; k < p.years; k++) {
        curtailed += Math.round(p.potentialKwh * (1 - p.degradation) ** k * rate);
      }
      ex.result(curtailed / 1000, 0);
      ex.result((curtailed * p.ppaPrice) / 1e6, 1);
    }
  });
}

export const simulationPageCompare = simulationPageCompareExample(AST005);
