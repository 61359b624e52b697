/**
 * The explainer's solver (dynamic programme + Lagrangian on the cycle limit) against an
 * independent solver: the HiGHS LP solver (a dev dependency, never shipped to readers) on
 * the page's LP, written out constraint by constraint, on random days with every
 * constraint switched on.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import loadHighs from 'highs';

import {DEFAULT_BATTERY, PRICE_PRESETS} from './presets';
import {type BatteryParameters, type OptimalSchedule, SLOTS_PER_DAY, solveSchedule} from './solver';

const num = (value: number) => value.toFixed(10);
const term = (coefficient: number, name: string) =>
  `${coefficient < 0 ? '-' : '+'} ${num(Math.abs(coefficient))} ${name}`;

/** The battery-optimisation page's arbitrage LP in CPLEX LP format. */
function pageLp(params: BatteryParameters, prices: readonly number[]): string {
  const eta = Math.sqrt(params.roundTripEfficiencyPct / 100);
  const energy = params.usableEnergyKwh;
  const slotKwh = params.powerKw * 0.5;
  const objective: string[] = [];
  const rows: string[] = [];
  const bounds: string[] = [];
  for (let t = 1; t <= SLOTS_PER_DAY; t++) {
    const price = prices[t - 1];
    objective.push(term(price - params.degradationCostJpyPerKwh, `d${t}`), term(-price, `c${t}`));
    // s_t − s_{t−1} − η·c_t + d_t/η = 0, with s_0 a constant.
    const previous = t === 1 ? '' : ` - s${t - 1}`;
    const rhs = t === 1 ? (energy * params.startSocPct) / 100 : 0;
    rows.push(
      ` soc${t}: s${t}${previous} ${term(-eta, `c${t}`)} ${term(1 / eta, `d${t}`)} = ${num(rhs)}`,
    );
    if (params.exportLimitKw !== null) {
      rows.push(` exp${t}: d${t} - c${t} <= ${num(params.exportLimitKw * 0.5)}`);
    }
    if (params.importLimitKw !== null) {
      rows.push(` imp${t}: c${t} - d${t} <= ${num(params.importLimitKw * 0.5)}`);
    }
    bounds.push(` 0 <= c${t} <= ${num(slotKwh)}`, ` 0 <= d${t} <= ${num(slotKwh)}`);
    const lower =
      t === SLOTS_PER_DAY && params.endOfDaySocPct !== null
        ? params.endOfDaySocPct
        : params.minSocPct;
    bounds.push(
      ` ${num((energy * lower) / 100)} <= s${t} <= ${num((energy * params.maxSocPct) / 100)}`,
    );
  }
  if (params.maxCyclesPerDay !== null) {
    const windowKwh = (energy * (params.maxSocPct - params.minSocPct)) / 100;
    const withdrawn = Array.from({length: SLOTS_PER_DAY}, (_, i) => term(1 / eta, `d${i + 1}`));
    rows.push(` cycles: ${withdrawn.join(' ')} <= ${num(params.maxCyclesPerDay * windowKwh)}`);
  }
  return [
    'Maximize',
    ` profit: ${objective.join(' ')}`,
    'Subject To',
    ...rows,
    'Bounds',
    ...bounds,
    'End',
  ].join('\n');
}

/** Small deterministic generator so the test is repeatable. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function assertFeasible(params: BatteryParameters, schedule: OptimalSchedule, label: string): void {
  const slack = 1e-6;
  const exportKwh = Math.min(params.powerKw, params.exportLimitKw ?? Infinity) * 0.5;
  const importKwh = Math.min(params.powerKw, params.importLimitKw ?? Infinity) * 0.5;
  for (const slot of schedule.slots) {
    assert.ok(
      slot.dischargeKwh <= exportKwh + slack,
      `${label}: slot ${slot.slot} exports too much`,
    );
    assert.ok(slot.chargeKwh <= importKwh + slack, `${label}: slot ${slot.slot} imports too much`);
    assert.ok(slot.socEndPct >= params.minSocPct - slack, `${label}: slot ${slot.slot} below SoC`);
    assert.ok(slot.socEndPct <= params.maxSocPct + slack, `${label}: slot ${slot.slot} above SoC`);
  }
  if (params.maxCyclesPerDay !== null) {
    assert.ok(
      schedule.equivalentCycles <= params.maxCyclesPerDay + 1e-9,
      `${label}: ${schedule.equivalentCycles} cycles above the limit ${params.maxCyclesPerDay}`,
    );
  }
  if (params.endOfDaySocPct !== null) {
    assert.ok(
      schedule.slots[SLOTS_PER_DAY - 1].socEndPct >= params.endOfDaySocPct - slack,
      `${label}: end-of-day target missed`,
    );
  }
}

describe('solveSchedule agrees with the HiGHS LP solver', async () => {
  const highs = await loadHighs();

  const compare = (params: BatteryParameters, prices: readonly number[], label: string) => {
    const lp = highs.solve(pageLp(params, prices));
    const result = solveSchedule(params, prices);
    if (lp.Status === 'Infeasible') {
      assert.equal(result.status, 'infeasible', label);
      return;
    }
    assert.equal(lp.Status, 'Optimal', label);
    assert.equal(result.status, 'optimal', label);
    const schedule = result;
    const tolerance = 1e-6 * Math.max(1, Math.abs(lp.ObjectiveValue));
    assert.ok(
      Math.abs(schedule.profitJpy - lp.ObjectiveValue) <= tolerance,
      `${label}: profit ${schedule.profitJpy}, HiGHS ${lp.ObjectiveValue}`,
    );
    assert.ok(
      Math.abs(schedule.optimalObjectiveJpy - lp.ObjectiveValue) <= tolerance,
      `${label}: reported optimum ${schedule.optimalObjectiveJpy}, HiGHS ${lp.ObjectiveValue}`,
    );
    assertFeasible(params, schedule, label);
  };

  it('on the three presets with ast-004’s settings (one cycle a day)', () => {
    for (const [name, prices] of Object.entries(PRICE_PRESETS)) {
      compare(DEFAULT_BATTERY, prices, name);
    }
  });

  it('on 60 random days with cycle, grid and SoC limits', () => {
    const random = seededRandom(20270501);
    for (let run = 0; run < 60; run++) {
      const minSocPct = 5 * Math.floor(random() * 4);
      const maxSocPct = 100 - 5 * Math.floor(random() * 4);
      const socIn = () => minSocPct + random() * (maxSocPct - minSocPct);
      const powerKw = 200 + Math.round(random() * 1800);
      const limitOrNull = () =>
        random() < 0.25 ? null : Math.round(powerKw * (0.3 + random() * 0.9));
      const params: BatteryParameters = {
        powerKw,
        usableEnergyKwh: powerKw * (1 + Math.floor(random() * 6)),
        roundTripEfficiencyPct: 70 + Math.round(random() * 30),
        minSocPct,
        maxSocPct,
        startSocPct: socIn(),
        endOfDaySocPct: run % 4 === 0 ? null : socIn(),
        maxCyclesPerDay: run % 5 === 0 ? null : Math.round((0.2 + random() * 2) * 100) / 100,
        exportLimitKw: limitOrNull(),
        importLimitKw: limitOrNull(),
        degradationCostJpyPerKwh: Math.round(random() * 400) / 100,
      };
      const prices = Array.from({length: SLOTS_PER_DAY}, () =>
        random() < 0.2 ? 0.01 : Math.round((2 + random() * 28) * 100) / 100,
      );
      compare(params, prices, `run ${run}`);
    }
  });
});
