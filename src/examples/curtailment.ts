/** curtailment.md: an offline plant in rotation on a Tohoku curtailment day. */
import {defineExample} from './example';

/**
 * Area curtailment rates (%) from the Next-Generation Grid WG material of 2025-09-24: the FY2024
 * actual (scn-001, the default) and the TSOs' FY2025 outlook.
 */
export const AREA_CURTAILMENT = {
  hokkaido: {actual: 0.04, outlook: 0.3},
  tohoku: {actual: 1.3, outlook: 3.0},
  tokyo: {actual: 0.0, outlook: 0.042},
  chubu: {actual: 0.3, outlook: 0.3},
  hokuriku: {actual: 0.9, outlook: 0.03},
  kansai: {actual: 2.1, outlook: 0.6},
  chugoku: {actual: 2.3, outlook: 1.5},
  shikoku: {actual: 3.2, outlook: 3.8},
  kyushu: {actual: 4.8, outlook: 5.9},
  okinawa: {actual: 0.15, outlook: 0.09},
} as const;

export type Area = keyof typeof AREA_CURTAILMENT;

/** scn-002 "High curtailment": twice the FY2024 actual, or the FY2025 outlook where higher (%). */
export function scn002Rate(area: Area): number {
  const {actual, outlook} = AREA_CURTAILMENT[area];
  return Math.max(2 * actual, outlook);
}

/** The Tohoku rates of scn-001 and scn-002 as fractions, for ast-005 and ast-006. */
export const TOHOKU_BASE = AREA_CURTAILMENT.tohoku.actual / 100;
export const TOHOKU_HIGH = scn002Rate('tohoku') / 100;

/**
 * A lender sizes debt on the more conservative of the actual and the TSO's outlook (%). spv-001
 * sizes on scn-002, which must give at least that rate in Tohoku.
 */
export function conservativeRate(area: Area): number {
  const {actual, outlook} = AREA_CURTAILMENT[area];
  return Math.max(actual, outlook);
}
if (TOHOKU_HIGH * 100 < conservativeRate('tohoku'))
  throw new Error('scn-002 is below the conservative Tohoku rate; spv-001 cannot size on it');

/**
 * The designated-rule (unlimited) plants' rate in an area (%): capped old-rule and 360-hour
 * plants hold `cappedShare` of the area's potential and take only `cappedRate`; the designated
 * plants take the rest of the area's curtailment.
 */
export function designatedRuleRate(areaRate: number, cappedShare: number, cappedRate: number) {
  return (areaRate - cappedShare * cappedRate) / (1 - cappedShare);
}

/** The Kyushu case of curtailment.md: 60% capped plants curtailed 3.0% against the area's 4.8%. */
export const KYUSHU_DESIGNATED = {areaRate: 4.8, cappedShare: 0.6, cappedRate: 3.0};

/**
 * Tohoku by the same method: the same capped share, and capped plants taking the same fraction
 * of the area rate as in Kyushu (3.0 / 4.8), applied to the conservative rate spv-001 sizes on.
 * The scenario takes the rate to one decimal, as the outlooks are printed.
 */
export const TOHOKU_DESIGNATED_RATIO = KYUSHU_DESIGNATED.cappedRate / KYUSHU_DESIGNATED.areaRate;
export const TOHOKU_DESIGNATED_CAPPED = conservativeRate('tohoku') * TOHOKU_DESIGNATED_RATIO;
export const TOHOKU_DESIGNATED_EXACT = designatedRuleRate(
  conservativeRate('tohoku'),
  KYUSHU_DESIGNATED.cappedShare,
  TOHOKU_DESIGNATED_CAPPED,
);
export const TOHOKU_DESIGNATED = Number(TOHOKU_DESIGNATED_EXACT.toFixed(1)) / 100;

export const curtailmentOfflineRotation = defineExample(
  'curtailment-offline-rotation',
  'technology/simulations/curtailment.md',
  (ex) => {
    ex.givens([2027, 5, 2, 21, 28, 4, 30, 1]);
    const share = ex.given(0.25, 2);
    const slots = [900, 930, 950, 960, 960, 950, 920, 880];
    ex.givens(slots);
    const daylight = ex.given(11400);
    const slotSum = ex.result(
      slots.reduce((sum, value) => sum + value, 0),
      0,
    );
    const online = ex.result(share * slotSum, 1);
    const before = ex.given(1.8, 2);
    const after = ex.result(before + share, 2);
    if (Math.floor(after) <= Math.floor(before))
      throw new Error('the rotation should reach the plant');
    ex.given(Math.floor(after));
    const average = ex.result(share * daylight, 0);
    ex.result(average / online, 2);
  },
);

export const curtailmentKyushuOnline = defineExample(
  'curtailment-kyushu-online',
  'technology/simulations/curtailment.md',
  (ex) => {
    ex.givens([2026, 2027, 11, 21, 28, 10, 14, 3, 31, 24, 25, 30, 0, 1990, 1250, 1, 2]);
    const shares = [0.1, 0.2, 0.3, 0.3, 0.3, 0.3, 0.2, 0.1];
    const ast001 = [760, 820, 860, 880, 880, 860, 810, 740];
    const ast002 = [480, 515, 540, 550, 550, 540, 505, 465];
    ex.givens(shares, 2);
    let lost001 = 0;
    let lost002 = 0;
    shares.forEach((share, i) => {
      ex.given(21 + i);
      ex.given(ast001[i]);
      ex.given(ast002[i]);
      lost001 += ex.result(share * ast001[i], 1);
      lost002 += ex.result(share * ast002[i], 1);
    });
    const total001 = ex.result(
      ast001.reduce((sum, v) => sum + v, 0),
      0,
    );
    ex.result(
      ast002.reduce((sum, v) => sum + v, 0),
      0,
    );
    ex.result(lost001, 1);
    ex.result(lost002, 1);
    const day = ex.given(7900);
    ex.result((lost001 / day) * 100, 1);
    ex.result(total001 - lost001, 1);
    ex.given(0.01, 2);
  },
);

export const curtailmentPpa001 = defineExample(
  'curtailment-ppa-001',
  'technology/simulations/curtailment.md',
  (ex) => {
    ex.givens([2027, 1]);
    const potential = ex.given(17760000);
    const price = ex.given(13.8, 1);
    for (const rate of [TOHOKU_BASE * 100, TOHOKU_HIGH * 100]) {
      ex.given(rate, 1);
      ex.given(rate / 100, 3);
      const lost = ex.result((potential * rate) / 100, 0);
      ex.result(potential - lost, 0);
      ex.result(lost * price, 0);
    }
  },
);

export const curtailmentFitBeforeFip = defineExample(
  'curtailment-fit-before-fip',
  'technology/simulations/curtailment.md',
  (ex) => {
    const fitShare = ex.given(0.6, 1);
    const areaShare = ex.given(0.3, 2);
    ex.result(Math.min(1, areaShare / fitShare), 2);
    const other = Math.max(0, (areaShare - fitShare) / (1 - fitShare));
    if (other !== 0) throw new Error('the example expects FIP plants to stay uncurtailed');
    ex.result(other, 0);
  },
);

/**
 * curtailment.md, what the model leaves out: a designated-rule plant in Kyushu takes more than
 * the area rate once capped old-rule and 360-hour plants stop taking their share. The split of
 * the area's potential and the capped plants' effective rate are illustrative inputs.
 */
export const curtailmentDesignatedRule = defineExample(
  'curtailment-designated-rule',
  'technology/simulations/curtailment.md',
  (ex) => {
    const areaRate = ex.given(4.8, 1);
    const cappedShare = ex.given(60);
    const cappedRate = ex.given(3.0, 1);
    const designatedShare = ex.result(100 - cappedShare, 0);
    ex.given(0.6, 1);
    ex.given(0.4, 1);
    const cappedPart = ex.result((cappedShare / 100) * cappedRate, 1);
    const designatedRate = ex.result((areaRate - cappedPart) / (designatedShare / 100), 1);
    const potential = ex.given(3188463);
    const modelled = ex.result((potential * areaRate) / 100, 0);
    const ruleAware = ex.result((potential * designatedRate) / 100, 0);
    const missing = ex.result(ruleAware - modelled, 0);
    ex.result((missing / potential) * 100, 1);
    const ppaPrice = ex.given(13.8, 1);
    ex.given(1);
    ex.given(0.01, 2);
    ex.result(missing * ppaPrice, 0);
  },
);

/**
 * curtailment.md and price-forward-curves.md: the curve's slot price already averages the
 * calibration years' floor days. Forcing the simulated curtailment days to the floor without
 * raising the other days would count those floor days twice; the simulation raises them so the
 * slot's average over the days stays at the curve value.
 */
export const curtailmentFloorRescaling = defineExample(
  'curtailment-floor-rescaling',
  'technology/simulations/curtailment.md',
  (ex) => {
    ex.givens([25, 4]);
    const floorShare = ex.given(40);
    const normalPrice = ex.given(8.0, 2);
    const floor = ex.given(0.01, 2);
    const f = floorShare / 100;
    ex.given(0.4, 1);
    ex.given(0.6, 1);
    const curve = ex.result(f * floor + (1 - f) * normalPrice, 3);
    const doubled = ex.result(f * floor + (1 - f) * curve, 3);
    ex.result(((curve - doubled) / curve) * 100, 1);
    const raised = ex.result((curve - f * floor) / (1 - f), 2);
    if (Math.abs(raised - normalPrice) > 1e-9)
      throw new Error('the rescaled price should return the non-floor price');
    ex.result(f * floor + (1 - f) * raised, 3);
  },
);

/**
 * ppa-view.md: the curtailment-impact table of ppa-001. Each year's curtailed energy is stored
 * as whole kWh, so the 20-year totals add the rounded years.
 */
export const ppaViewCurtailmentImpact = defineExample(
  'ppa-view-curtailment-impact',
  'docs/ppas/ppa-view.md',
  (ex) => {
    const potential = ex.given(17760000);
    const price = ex.given(13.8, 1);
    const degradation = ex.given(0.5, 1) / 100;
    const years = ex.given(20);
    ex.givens([2027, 2028, 2029, 2036, 2046]);
    const shown = new Set([2027, 2028, 2029, 2036, 2046]);
    for (const [rate, showYears] of [
      [TOHOKU_BASE * 100, true],
      [TOHOKU_HIGH * 100, false],
    ] as const) {
      ex.given(rate, 1);
      let energy = 0;
      let revenue = 0;
      for (let k = 0; k < years; k++) {
        const year = Math.round(((potential * rate) / 100) * (1 - degradation) ** k);
        energy += year;
        revenue += year * price;
        if (k === 0) {
          ex.result(year, 0);
          ex.result((year / 1000) * price, 0);
          if (showYears) ex.result(year * price, 0);
        } else if (showYears && shown.has(2027 + k)) {
          ex.result(year, 0);
          ex.result((year * price) / 1000, 0);
        }
      }
      ex.result(energy, 0);
      ex.result(revenue / 1000, 0);
    }
  },
);

/** ppa-view.md: the linked simulations' PPA revenue over the contract, sim-002 and sim-003. */
export const ppaViewLinkedSimulations = defineExample(
  'ppa-view-linked-simulations',
  'docs/ppas/ppa-view.md',
  (ex) => {
    ex.givens([1, 2, 4]);
    const potential = 17760000;
    const price = 13.8;
    const degradation = 0.005;
    for (const rate of [TOHOKU_BASE, TOHOKU_HIGH]) {
      let revenue = 0;
      for (let k = 0; k < 20; k++) {
        const year = potential * (1 - degradation) ** k;
        revenue += (year - Math.round(year * rate)) * price;
      }
      ex.result(revenue / 1e6, 0);
    }
  },
);

/** Decimals the WG material prints each area's FY2024 actual and FY2025 outlook with. */
const DECIMALS: Record<Area, {actual: number; outlook: number}> = {
  hokkaido: {actual: 2, outlook: 1},
  tohoku: {actual: 1, outlook: 1},
  tokyo: {actual: 1, outlook: 3},
  chubu: {actual: 1, outlook: 1},
  hokuriku: {actual: 1, outlook: 2},
  kansai: {actual: 1, outlook: 1},
  chugoku: {actual: 1, outlook: 1},
  shikoku: {actual: 1, outlook: 1},
  kyushu: {actual: 1, outlook: 1},
  okinawa: {actual: 2, outlook: 2},
};

/**
 * A region that prints scn-002's rate for `areas`, next to the FY2024 actuals and outlooks. The
 * rate is printed with the decimals of the value it takes.
 */
function scn002Rates(id: string, page: string, areas: readonly Area[], extra: number[] = []) {
  return defineExample(id, page, (ex) => {
    ex.givens(extra);
    for (const area of areas) {
      const {actual, outlook} = AREA_CURTAILMENT[area];
      const decimals = DECIMALS[area];
      ex.given(actual, decimals.actual);
      ex.given(outlook, decimals.outlook);
      const doubled = ex.step(2 * actual, decimals.actual);
      const rate = scn002Rate(area);
      ex.result(rate, rate === outlook && outlook > doubled ? decimals.outlook : decimals.actual);
    }
  });
}

const ALL_AREAS = Object.keys(AREA_CURTAILMENT) as Area[];

export const curtailmentScn002 = scn002Rates(
  'curtailment-scn-002',
  'technology/simulations/curtailment.md',
  ['kyushu', 'tohoku', 'hokkaido', 'tokyo'],
  [2, 2024, 2025],
);

export const scenarioSettingsScn002 = scn002Rates(
  'scenario-settings-scn-002',
  'docs/library/scenarios/scenario-settings.md',
  ALL_AREAS,
  [2, 2024, 2025],
);
