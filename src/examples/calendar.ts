/** Counting pages: the sim-001 period, data coverage of ast-007 and the 12-month capacity factor. */
import {defineExample} from './example';

export const simulationPeriodSim001 = defineExample(
  'simulation-period-sim-001',
  'technology/simulations/introduction.md',
  (ex) => {
    ex.givens([
      20, 2025, 2026, 2045, 10, 1, 9, 30, 2028, 2032, 2036, 2040, 2044, 2, 29, 6, 4, 12, 21, 3, 365,
    ]);
    const start = Date.UTC(2025, 9, 1);
    const end = Date.UTC(2045, 9, 1);
    const days = (end - start) / 86400000;
    const leapDays = days - 20 * 365;
    ex.result(leapDays, 0);
    ex.result(days, 0);
    ex.result(days * 48, 0);
    ex.given(48);
  },
);

export const dataCoverageAst007 = defineExample(
  'data-coverage-ast-007',
  'docs/assets/data-coverage.md',
  (ex) => {
    ex.givens([31, 48, 4, 9, 10, 100, 90, 30, 1, 3]);
    const expected = ex.result(31 * 48, 0);
    const missing = ex.result(4 * 48, 0);
    const recorded = ex.result(expected - missing, 0);
    ex.result((recorded / expected) * 100, 1);
    const window = ex.result(30 * 48, 0);
    ex.result(((window - missing) / window) * 100, 1);
    ex.result((recorded / recorded) * 100, 1);
  },
);

export const assetOverviewCapacityFactor = defineExample(
  'asset-overview-capacity-factor',
  'docs/assets/asset-overview.md',
  (ex) => {
    ex.givens([12, 100]);
    const energy = ex.given(3050000);
    const ac = ex.given(1990);
    const dc = ex.given(2450);
    const hours = ex.given(8760);
    const denominator = ex.result(ac * hours, 0);
    ex.result((energy / denominator) * 100, 1);
    ex.result((energy / (dc * hours)) * 100, 1);
  },
);

/** AC capacity of ws-001's ten operating and under-construction assets (kW). */
const WS_001_AC_KW = [1990, 1250, 999, 1990, 12000, 36000, 1990, 2400, 10000, 49.5];

export const pricingNovember2026 = defineExample(
  'pricing-november-2026',
  'legal/pricing.md',
  (ex) => {
    ex.givens([2026, 11, 10, 12000, 50, 1000, 2000, 180000, 10]);
    const totalKw = ex.result(
      WS_001_AC_KW.reduce((sum, kw) => sum + kw, 0),
      1,
    );
    const mw = ex.result(totalKw / 1000, 2);
    ex.result(mw - 50, 2);
    const excessMw = ex.result(Math.ceil(totalKw / 1000 - 50), 0);
    const excessFee = ex.result(excessMw * 2000, 0);
    const net = ex.result(180000 + excessFee, 0);
    const tax = ex.result(net * 0.1, 0);
    ex.result(net + tax, 0);
  },
);

export const pricingPlanChange = defineExample('pricing-plan-change', 'legal/pricing.md', (ex) => {
  ex.givens([2026, 11, 16, 50000, 180000, 15, 30, 50]);
  const starter = ex.result((50000 * 15) / 30, 0);
  const professional = ex.result((180000 * 15) / 30, 0);
  ex.result(starter + professional, 0);
});
