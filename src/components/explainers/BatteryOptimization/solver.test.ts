import {describe, it} from 'node:test';
import assert from 'node:assert/strict';

import {DEFAULT_BATTERY, PRICE_PRESETS} from './presets';
import {
  type BatteryParameters,
  type OptimalSchedule,
  SLOTS_PER_DAY,
  slotStartTime,
  solveSchedule,
} from './solver';

/** Equality for money and energy computed in floating point. */
function assertClose(actual: number, expected: number, message?: string, tolerance = 1e-6): void {
  assert.ok(
    Math.abs(actual - expected) <= tolerance * Math.max(1, Math.abs(expected)),
    `${message ?? 'value'}: expected ${expected}, got ${actual}`,
  );
}

function solveOptimal(params: BatteryParameters, prices: readonly number[]): OptimalSchedule {
  const result = solveSchedule(params, prices);
  assert.equal(result.status, 'optimal');
  return result;
}

/** 48 prices equal to `base`, with some slots (1-based) overridden. */
function prices(base: number, overrides: Record<number, number> = {}): number[] {
  return Array.from({length: SLOTS_PER_DAY}, (_, i) => overrides[i + 1] ?? base);
}

function assertWithinLimits(params: BatteryParameters, schedule: OptimalSchedule): void {
  const slotLimitKwh = params.powerKw * 0.5;
  for (const slot of schedule.slots) {
    assert.ok(
      slot.chargeKwh <= slotLimitKwh + 1e-9,
      `slot ${slot.slot} charges above the power limit`,
    );
    assert.ok(
      slot.dischargeKwh <= slotLimitKwh + 1e-9,
      `slot ${slot.slot} discharges above the power limit`,
    );
    assert.ok(
      Math.abs(slot.netPowerKw) <= params.powerKw + 1e-9,
      `slot ${slot.slot} power above the limit`,
    );
    assert.ok(
      slot.chargeKwh === 0 || slot.dischargeKwh === 0,
      `slot ${slot.slot} charges and discharges`,
    );
    assert.ok(slot.socEndPct >= params.minSocPct - 1e-9, `slot ${slot.slot} below the minimum SoC`);
    assert.ok(slot.socEndPct <= params.maxSocPct + 1e-9, `slot ${slot.slot} above the maximum SoC`);
  }
  if (params.endOfDaySocPct !== null) {
    assert.ok(
      schedule.slots[SLOTS_PER_DAY - 1].socEndPct >= params.endOfDaySocPct - 1e-9,
      'end-of-day SoC missed',
    );
  }
}

/** 81% round trip splits into exactly 90% for charging and 90% for discharging. */
const SMALL_BATTERY: BatteryParameters = {
  powerKw: 100,
  usableEnergyKwh: 100,
  roundTripEfficiencyPct: 81,
  minSocPct: 0,
  maxSocPct: 100,
  startSocPct: 0,
  endOfDaySocPct: 0,
  maxCyclesPerDay: null,
  exportLimitKw: null,
  importLimitKw: null,
  degradationCostJpyPerKwh: 0,
};

describe('solveSchedule: hand-computed optima', () => {
  it('(a) charges at 0.01 JPY/kWh at midday and discharges in the evening peak', () => {
    // 19 JPY/kWh all day, 0.01 in slots 25–26 (12:00–13:00), 20 in slots 37–38 (18:00–19:00).
    // 100 kW → at most 50 kWh per slot on the grid side; η = 0.9 each way.
    // Charging: 2 slots × 50 kWh = 100 kWh bought for 100 × 0.01 = 1.00 JPY, storing 90 kWh (SoC 90%).
    // Any other charge is a loss: 19 / 0.9 = 21.11 JPY per stored kWh > 20 × 0.9 = 18 JPY.
    // Discharging: the 90 stored kWh deliver 90 × 0.9 = 81 kWh; slots 37–38 can deliver up
    // to 100 kWh, and 20 > 19, so all of it goes there: 81 × 20 = 1,620 JPY.
    // Revenue = 1,620 − 1.00 = 1,619 JPY; equivalent cycles = 90 / 100 = 0.9.
    const curve = prices(19, {25: 0.01, 26: 0.01, 37: 20, 38: 20});
    const schedule = solveOptimal(SMALL_BATTERY, curve);
    assertClose(schedule.revenueJpy, 1619, 'revenue');
    assertClose(schedule.profitJpy, 1619, 'profit');
    assertClose(schedule.optimalObjectiveJpy, 1619, 'value function');
    assertClose(schedule.chargedKwh, 100, 'charged');
    assertClose(schedule.dischargedKwh, 81, 'discharged');
    assertClose(schedule.equivalentCycles, 0.9, 'cycles');
    for (const slot of schedule.slots) {
      const expectedCharge = slot.slot === 25 || slot.slot === 26 ? 50 : 0;
      assertClose(slot.chargeKwh, expectedCharge, `charge in slot ${slot.slot}`);
      if (slot.slot !== 37 && slot.slot !== 38) assert.equal(slot.dischargeKwh, 0);
    }
    assertClose(schedule.slots[25].socEndPct, 90, 'SoC after the cheap slots');
    assertClose(schedule.slots[47].socEndPct, 0, 'SoC at the end of the day');
    assertWithinLimits(SMALL_BATTERY, schedule);
  });

  it('(a′) subtracts the degradation cost per kWh discharged, and stops when it eats the spread', () => {
    // Same day with κ = 5 JPY/kWh: cost 81 × 5 = 405 JPY, profit 1,619 − 405 = 1,214 JPY.
    const curve = prices(19, {25: 0.01, 26: 0.01, 37: 20, 38: 20});
    const withCost = solveOptimal({...SMALL_BATTERY, degradationCostJpyPerKwh: 5}, curve);
    assertClose(withCost.revenueJpy, 1619, 'revenue');
    assertClose(withCost.degradationCostJpy, 405, 'degradation cost');
    assertClose(withCost.profitJpy, 1214, 'profit');
    // κ = 20: a stored kWh earns 0.9 × (20 − 20) = 0 but costs 0.01 / 0.9 to store.
    const idle = solveOptimal({...SMALL_BATTERY, degradationCostJpyPerKwh: 20}, curve);
    assert.equal(idle.revenueJpy, 0);
    assert.ok(idle.slots.every((slot) => slot.chargeKwh === 0 && slot.dischargeKwh === 0));
  });

  it('(b) stays idle when the spread is smaller than the efficiency loss', () => {
    // Prices alternate 10 and 12 JPY/kWh. Buying a stored kWh costs 10 / 0.9 = 11.11 JPY,
    // selling it earns at most 12 × 0.9 = 10.80 JPY, so every cycle loses money.
    const curve = Array.from({length: SLOTS_PER_DAY}, (_, i) => (i % 2 === 0 ? 10 : 12));
    const params = {...SMALL_BATTERY, startSocPct: 50, endOfDaySocPct: 50};
    const schedule = solveOptimal(params, curve);
    assert.equal(schedule.revenueJpy, 0);
    assert.equal(schedule.chargedKwh, 0);
    assert.equal(schedule.dischargedKwh, 0);
    assert.equal(schedule.equivalentCycles, 0);
    assert.ok(schedule.slots.every((slot) => slot.netPowerKw === 0 && slot.socEndPct === 50));
  });

  it('(b′) stays idle on the flat preset with the default battery', () => {
    const schedule = solveOptimal(DEFAULT_BATTERY, PRICE_PRESETS.flat);
    assert.equal(schedule.revenueJpy, 0);
    assert.ok(schedule.slots.every((slot) => slot.netPowerKw === 0));
  });

  it('(c) respects the SoC window and the end-of-day target', () => {
    // 200 kWh, SoC 10–90% (20–180 kWh), start 50% (100 kWh), end ≥ 80% (160 kWh),
    // η = 100%, 1,000 kW (power never binds). Prices 15, except slot 10 = 1, slot 20 = 30, slot 30 = 2.
    //   slots 1–9:  sell 80 kWh at 15 down to the 20 kWh minimum     +1,200
    //   slot 10:    buy 160 kWh at 1 up to the 180 kWh maximum         −160
    //   slot 20:    sell 160 kWh at 30 down to the minimum            +4,800
    //   slot 30:    buy 160 kWh at 2 up to the maximum                 −320
    //   slots 31–48: sell 20 kWh at 15, keeping 160 kWh for the target  +300
    // Revenue = 1,200 − 160 + 4,800 − 320 + 300 = 5,820 JPY.
    const params: BatteryParameters = {
      powerKw: 1000,
      usableEnergyKwh: 200,
      roundTripEfficiencyPct: 100,
      minSocPct: 10,
      maxSocPct: 90,
      startSocPct: 50,
      endOfDaySocPct: 80,
      maxCyclesPerDay: null,
      exportLimitKw: null,
      importLimitKw: null,
      degradationCostJpyPerKwh: 0,
    };
    const schedule = solveOptimal(params, prices(15, {10: 1, 20: 30, 30: 2}));
    assertClose(schedule.revenueJpy, 5820, 'revenue');
    assertClose(schedule.slots[9].socEndPct, 90, 'SoC after slot 10');
    assertClose(schedule.slots[19].socEndPct, 10, 'SoC after slot 20');
    assertClose(schedule.slots[29].socEndPct, 90, 'SoC after slot 30');
    assertClose(schedule.slots[47].socEndPct, 80, 'SoC at the end of the day');
    assertWithinLimits(params, schedule);
    // Without the target all 160 kWh bought in slot 30 are sold at 15 (2,400 JPY instead of 300):
    // 5,820 − 300 + 2,400 = 7,920 JPY.
    const noTarget = solveOptimal(
      {...params, endOfDaySocPct: null},
      prices(15, {10: 1, 20: 30, 30: 2}),
    );
    assertClose(noTarget.revenueJpy, 7920, 'revenue without a target');
    assertClose(noTarget.slots[47].socEndPct, 10, 'SoC at the end of the day without a target');
  });

  it('(d) respects the power limit', () => {
    // 200 kWh, 100 kW (50 kWh per slot), η = 100%, empty at the start.
    // Slots 1–4 at 1 JPY/kWh, slots 5–8 at 20, the rest at 10: filling takes all four
    // cheap slots at full power and emptying all four expensive ones.
    // Revenue = 4 × 50 × 20 − 4 × 50 × 1 = 4,000 − 200 = 3,800 JPY.
    const params: BatteryParameters = {
      ...SMALL_BATTERY,
      usableEnergyKwh: 200,
      roundTripEfficiencyPct: 100,
    };
    const schedule = solveOptimal(
      params,
      prices(10, {1: 1, 2: 1, 3: 1, 4: 1, 5: 20, 6: 20, 7: 20, 8: 20}),
    );
    assertClose(schedule.revenueJpy, 3800, 'revenue');
    schedule.slots.forEach((slot) => {
      const expectedKw = slot.slot <= 4 ? -100 : slot.slot <= 8 ? 100 : 0;
      assertClose(slot.netPowerKw, expectedKw, `power in slot ${slot.slot}`);
    });
    assertWithinLimits(params, schedule);
  });

  it('(e) stops at the daily cycle limit, also in fractions of a cycle', () => {
    // 100 kWh window, η = 100%, 1,000 kW (power never binds), empty at start and end.
    // Prices 10, except slot 1 = 1, slot 2 = 20, slot 3 = 1, slot 4 = 15.
    //   no limit: buy 100 at 1, sell 100 at 20, buy 100 at 1, sell 100 at 15 → 3,300 JPY, 2 cycles
    //   1 cycle:  only the better spread, 100 × (20 − 1)                      → 1,900 JPY
    //   1.5:      plus half of the second spread, 50 × (15 − 1)              → 2,600 JPY
    const params: BatteryParameters = {
      ...SMALL_BATTERY,
      powerKw: 1000,
      roundTripEfficiencyPct: 100,
    };
    const curve = prices(10, {1: 1, 2: 20, 3: 1, 4: 15});
    const free = solveOptimal(params, curve);
    assertClose(free.revenueJpy, 3300, 'revenue without a limit');
    assertClose(free.equivalentCycles, 2, 'cycles without a limit');
    assert.equal(free.cycleLimitBinds, false);
    const one = solveOptimal({...params, maxCyclesPerDay: 1}, curve);
    assertClose(one.revenueJpy, 1900, 'revenue with 1 cycle');
    assertClose(one.equivalentCycles, 1, 'cycles with a limit of 1');
    assert.equal(one.cycleLimitBinds, true);
    const oneAndHalf = solveOptimal({...params, maxCyclesPerDay: 1.5}, curve);
    assertClose(oneAndHalf.revenueJpy, 2600, 'revenue with 1.5 cycles');
    assertClose(oneAndHalf.optimalObjectiveJpy, 2600, 'reported optimum with 1.5 cycles');
    assertWithinLimits(params, oneAndHalf);
  });

  it('(f) keeps grid export and import below their limits', () => {
    // 100 kWh, 100 kW battery, η = 100%, empty at start, no target; export ≤ 40 kW (20 kWh
    // per slot), import ≤ 60 kW (30 kWh per slot). Slots 1–4 at 1, slots 5–8 at 20, the rest 10.
    // Buy 100 kWh at 1 (30 + 30 + 30 + 10), sell 4 × 20 = 80 kWh at 20 and the last 20 at 10:
    // revenue = 1,600 + 200 − 100 = 1,700 JPY.
    const params: BatteryParameters = {
      ...SMALL_BATTERY,
      roundTripEfficiencyPct: 100,
      endOfDaySocPct: null,
      exportLimitKw: 40,
      importLimitKw: 60,
    };
    const schedule = solveOptimal(
      params,
      prices(10, {1: 1, 2: 1, 3: 1, 4: 1, 5: 20, 6: 20, 7: 20, 8: 20}),
    );
    assertClose(schedule.revenueJpy, 1700, 'revenue');
    for (const slot of schedule.slots) {
      assert.ok(slot.netPowerKw <= 40 + 1e-9, `slot ${slot.slot} exports above 40 kW`);
      assert.ok(slot.netPowerKw >= -60 - 1e-9, `slot ${slot.slot} imports above 60 kW`);
    }
  });

  it('reports an unreachable end-of-day target as infeasible', () => {
    // 2 kW moves at most 1 kWh per slot, 48 kWh a day, but 100 kWh are needed.
    const result = solveSchedule(
      {...SMALL_BATTERY, powerKw: 2, roundTripEfficiencyPct: 100, endOfDaySocPct: 100},
      prices(10),
    );
    assert.equal(result.status, 'infeasible');
  });

  it('rejects invalid inputs with one issue per problem', () => {
    const result = solveSchedule(
      {...SMALL_BATTERY, minSocPct: 60, maxSocPct: 40},
      prices(10, {3: -1}),
    );
    assert.equal(result.status, 'invalid');
    assert.ok(result.status === 'invalid' && result.issues.includes('soc-window'));
    assert.ok(result.status === 'invalid' && result.issues.includes('price-value'));
  });
});

describe('solveSchedule: presets', () => {
  it('keeps ast-004’s one cycle a day on the presets that would cycle more', () => {
    // Without the limit the Kyushu spring day takes 1.38 cycles and the winter day 1.90.
    for (const id of ['kyushu-spring', 'winter-two-peak'] as const) {
      const free = solveOptimal({...DEFAULT_BATTERY, maxCyclesPerDay: null}, PRICE_PRESETS[id]);
      assert.ok(free.equivalentCycles > 1.3, `${id} cycles more than once without the limit`);
      const limited = solveOptimal(DEFAULT_BATTERY, PRICE_PRESETS[id]);
      assertClose(limited.equivalentCycles, 1, `${id} cycles with the limit`);
      assert.ok(limited.profitJpy < free.profitJpy, `${id}: the limit costs money`);
    }
  });

  it('fills up at the floor price and sells into the evening peak on the Kyushu spring day', () => {
    const schedule = solveOptimal(DEFAULT_BATTERY, PRICE_PRESETS['kyushu-spring']);
    assertWithinLimits(DEFAULT_BATTERY, schedule);
    const floorSlots = schedule.slots.filter((slot) => slot.priceJpyPerKwh === 0.01);
    assert.ok(
      floorSlots.every((slot) => slot.dischargeKwh === 0),
      'discharging at the floor price',
    );
    assert.ok(
      floorSlots.some((slot) => slot.chargeKwh > 0),
      'no charging at the floor price',
    );
    const lastFloorSlot = floorSlots[floorSlots.length - 1];
    assertClose(
      lastFloorSlot.socEndPct,
      DEFAULT_BATTERY.maxSocPct,
      `SoC at ${slotStartTime(lastFloorSlot.slot + 1)}`,
    );
    const peak = schedule.slots.find((slot) => slot.slot === 38); // 18:30, the day's highest price
    assertClose(peak?.netPowerKw ?? 0, DEFAULT_BATTERY.powerKw, 'discharge at the evening peak');
    assert.ok(schedule.profitJpy > 0);
    assertClose(
      schedule.profitJpy,
      schedule.optimalObjectiveJpy,
      'forward pass matches the value function',
    );
  });

  it('matches the value function on the winter two-peak day', () => {
    const schedule = solveOptimal(DEFAULT_BATTERY, PRICE_PRESETS['winter-two-peak']);
    assertWithinLimits(DEFAULT_BATTERY, schedule);
    assertClose(
      schedule.profitJpy,
      schedule.optimalObjectiveJpy,
      'forward pass matches the value function',
    );
  });
});

/**
 * Brute-force check. With integral data in "stored kWh" the LP is a min-cost flow on a
 * path (a network matrix, totally unimodular), so an integral schedule is optimal and a
 * dynamic programme over every integer stored energy finds the exact optimum.
 * 81% round trip and 180 kW give exactly 81 kWh stored per charging slot and 100 kWh
 * withdrawn per discharging slot.
 */
function integerOptimum(params: BatteryParameters, curve: readonly number[]): number {
  const eta = 0.9;
  const maxStore = 81;
  const maxWithdraw = 100;
  const window = Math.round((params.usableEnergyKwh * (params.maxSocPct - params.minSocPct)) / 100);
  const minStored = (params.usableEnergyKwh * params.minSocPct) / 100;
  const endQ = Math.round(
    (params.usableEnergyKwh * (params.endOfDaySocPct ?? 0)) / 100 - minStored,
  );
  const startQ = Math.round((params.usableEnergyKwh * params.startSocPct) / 100 - minStored);
  let next = Array.from({length: window + 1}, (_, q) => (q >= endQ ? 0 : -Infinity));
  for (let t = SLOTS_PER_DAY - 1; t >= 0; t--) {
    const storeCost = curve[t] / eta;
    const withdrawValue = eta * (curve[t] - params.degradationCostJpyPerKwh);
    const current = new Array<number>(window + 1).fill(-Infinity);
    for (let q = 0; q <= window; q++) {
      for (let w = -maxStore; w <= maxWithdraw; w++) {
        const z = q - w;
        if (z < 0 || z > window || next[z] === -Infinity) continue;
        const cash = w >= 0 ? withdrawValue * w : storeCost * w;
        if (cash + next[z] > current[q]) current[q] = cash + next[z];
      }
    }
    next = current;
  }
  return next[startQ];
}

/** Small deterministic generator so the test is repeatable. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

describe('solveSchedule: agrees with an exact integer dynamic programme', () => {
  it('on 12 random days', () => {
    const random = seededRandom(20261118);
    for (let run = 0; run < 12; run++) {
      const minSocPct = 5 * Math.floor(random() * 4);
      const maxSocPct = 100 - 5 * Math.floor(random() * 4);
      const socIn = () => minSocPct + Math.floor(random() * ((maxSocPct - minSocPct) / 5 + 1)) * 5;
      const params: BatteryParameters = {
        powerKw: 180,
        usableEnergyKwh: 400,
        roundTripEfficiencyPct: 81,
        minSocPct,
        maxSocPct,
        startSocPct: socIn(),
        endOfDaySocPct: run % 3 === 0 ? null : socIn(),
        maxCyclesPerDay: null,
        exportLimitKw: null,
        importLimitKw: null,
        degradationCostJpyPerKwh: Math.round(random() * 300) / 100,
      };
      const curve = Array.from({length: SLOTS_PER_DAY}, () =>
        random() < 0.2 ? 0.01 : Math.round((2 + random() * 28) * 100) / 100,
      );
      const expected = integerOptimum(params, curve);
      const result = solveSchedule(params, curve);
      if (expected === -Infinity) {
        assert.equal(result.status, 'infeasible', `run ${run}`);
        continue;
      }
      assert.equal(result.status, 'optimal', `run ${run}`);
      const schedule = result;
      assertClose(schedule.profitJpy, expected, `run ${run} profit`);
      assertClose(schedule.optimalObjectiveJpy, expected, `run ${run} value function`);
      assertWithinLimits(params, schedule);
    }
  });
});

describe('slotStartTime', () => {
  it('numbers slots from 00:00 JST in 30-minute steps', () => {
    assert.equal(slotStartTime(1), '00:00');
    assert.equal(slotStartTime(2), '00:30');
    assert.equal(slotStartTime(37), '18:00');
    assert.equal(slotStartTime(48), '23:30');
  });
});
