/**
 * Exact profit-maximising battery schedule for one JST day of 48 slots.
 *
 * The problem is the arbitrage LP of the battery-optimisation page:
 *   maximise  Σ_t p_t·(d_t − c_t) − κ·Σ_t d_t
 *   subject to s_t = s_{t−1} + η_c·c_t − d_t/η_d,   0 ≤ c_t, d_t ≤ P·0.5 h,
 *              d_t − c_t ≤ P_exp·0.5 h,  c_t − d_t ≤ P_imp·0.5 h   (grid limits, when set),
 *              Σ_t d_t/η_d ≤ n_cyc·(S_max − S_min)                 (daily cycle limit, when set),
 *              S_min ≤ s_t ≤ S_max,  s_0 given,  s_48 ≥ S_end      (when a target is set),
 * with c_t the energy bought from the grid and d_t the energy delivered to it. One cycle is
 * energy taken out of storage equal to the SoC window, as on the page.
 *
 * How it is solved, and why the answer is exact (no SoC grid, no heuristic):
 *
 * 1. Change of variables. Measure energy *inside* the battery, above the minimum SoC:
 *    q_t = s_t − S_min ∈ [0, W] with W = S_max − S_min. In slot t the battery moves
 *    w_t = q_{t−1} − q_t (w > 0: discharge, w < 0: charge), limited to [−X, Y] with
 *    X = η_c·min(P, P_imp)·0.5 and Y = min(P, P_exp)·0.5/η_d. The slot's cash flow is
 *    F_t(w) = r_t·w for w ≥ 0 (r_t = η_d·(p_t − κ), money per kWh taken out of storage) and
 *    a_t·w for w < 0 (a_t = p_t/η_c, money per kWh put into storage).
 *
 * 2. One net move per slot is enough. Charging and discharging in the same slot by m kWh
 *    of stored energy leaves q unchanged and changes the cash flow by m·(r_t − a_t) ≤ 0,
 *    because a_t = p_t/η_c ≥ p_t ≥ η_d·p_t ≥ η_d·(p_t − κ) = r_t whenever p_t ≥ 0, η ≤ 1,
 *    κ ≥ 0 (JEPX has no negative prices: the floor is 0.01 JPY/kWh). Netting also lowers
 *    the energy taken out of storage and the flows at the grid connection, so it never
 *    breaks the cycle or grid limits: the binary "no simultaneous charge and discharge"
 *    variable of the MILP is not needed, and the grid limits only narrow [−X, Y].
 *
 * 3. The same inequality a_t ≥ r_t makes F_t concave (slope a_t, then r_t). The value of
 *    the rest of the day, V_t(q) = max_w F_t(w) + V_{t+1}(q − w), is then the
 *    sup-convolution of two concave piecewise-linear functions, restricted to [0, W].
 *    Sup-convolution of concave piecewise-linear functions is again concave piecewise
 *    linear, and it is computed exactly by merging the two lists of segments in order of
 *    decreasing slope (the Minkowski sum of the hypographs). Starting from V_49 = 0 on
 *    [q_end, W], 48 such steps give every V_t exactly: each has at most 2 segments more
 *    than the next one, so the whole day costs a few thousand operations.
 *
 * 4. A forward pass rebuilds the schedule: in slot t, the best next state maximises a
 *    concave piecewise-linear function over an interval, so it lies at one of finitely
 *    many candidate points (interval ends, the "idle" point, the breakpoints of V_{t+1}),
 *    and evaluating all of them finds it. Ties go to the smallest move, so the battery
 *    stays idle whenever cycling earns nothing.
 *
 * 5. The cycle limit couples the slots, so it is priced instead: a multiplier λ ≥ 0 per kWh
 *    taken out of storage turns r_t into r_t − λ (F_t stays concave) and steps 1–4 solve
 *    the Lagrangian day exactly. Its value plus λ·n_cyc·W is the dual function g(λ), convex
 *    and piecewise linear in λ, with slope n_cyc·W − (energy taken out). If λ = 0 already
 *    keeps the limit, that schedule is optimal. Otherwise an exact search over λ (Kelley's
 *    cutting planes in one dimension: intersect the tangents of g at a λ that takes out too
 *    much and one that takes out at most the limit, evaluate g there, repeat) reaches the
 *    kink λ* of g after finitely many steps, because g has finitely many pieces. At λ* both
 *    schedules are Lagrangian-optimal, so their convex combination that takes out exactly
 *    the limit is feasible and, by LP duality, optimal for the constrained day (the
 *    combination's cash flow is at least the combination of cash flows because F_t is
 *    concave, and the λ terms cancel).
 *
 * The only approximation is IEEE floating point; the tests compare the result with
 * hand-computed optima, with an integer dynamic programme that is exact for integral data
 * (the constraint matrix is a network matrix, hence totally unimodular), and with the HiGHS
 * LP solver on random days with every constraint switched on.
 */

export const SLOTS_PER_DAY = 48;
export const SLOT_HOURS = 0.5;

export interface BatteryParameters {
  /** Maximum charge and discharge power at the grid connection (kW). */
  powerKw: number;
  /** Usable energy at 100% SoC (kWh). */
  usableEnergyKwh: number;
  /** Round-trip efficiency (%), split as √η for charging and for discharging. */
  roundTripEfficiencyPct: number;
  minSocPct: number;
  maxSocPct: number;
  startSocPct: number;
  /** The day ends at or above this SoC; null means no target. */
  endOfDaySocPct: number | null;
  /** Most energy taken out of storage in the day, in SoC windows (cycles); null means no limit. */
  maxCyclesPerDay: number | null;
  /** Most power delivered to the grid (kW); null means only the battery power limits it. */
  exportLimitKw: number | null;
  /** Most power drawn from the grid (kW); null means only the battery power limits it. */
  importLimitKw: number | null;
  /** Cost per kWh delivered to the grid (JPY/kWh discharged); 0 ignores degradation. */
  degradationCostJpyPerKwh: number;
}

export type InputIssue =
  | 'price-count'
  | 'price-value'
  | 'power'
  | 'energy'
  | 'efficiency'
  | 'soc-window'
  | 'start-soc'
  | 'end-soc'
  | 'cycles'
  | 'export-limit'
  | 'import-limit'
  | 'degradation';

export interface SlotSchedule {
  /** 1–48; slot n starts at (n − 1) × 30 min JST. */
  slot: number;
  priceJpyPerKwh: number;
  /** Energy bought from the grid in the slot (kWh). */
  chargeKwh: number;
  /** Energy delivered to the grid in the slot (kWh). */
  dischargeKwh: number;
  /** Average power over the slot: discharge positive, charge negative (kW). */
  netPowerKw: number;
  /** State of charge at the end of the slot (% of usable energy). */
  socEndPct: number;
}

export interface OptimalSchedule {
  status: 'optimal';
  slots: SlotSchedule[];
  /** Σ p·(discharge − charge): the day's trading revenue (JPY). */
  revenueJpy: number;
  degradationCostJpy: number;
  /** Revenue minus degradation cost: the objective that was maximised (JPY). */
  profitJpy: number;
  chargedKwh: number;
  dischargedKwh: number;
  /** Energy taken out of storage ÷ energy of the SoC window (one cycle = one full window). */
  equivalentCycles: number;
  /** True when the daily cycle limit binds (the schedule takes out exactly the limit). */
  cycleLimitBinds: boolean;
  /** The optimum of the value function, kept so tests can check the forward pass against it. */
  optimalObjectiveJpy: number;
}

export type ScheduleResult =
  OptimalSchedule | {status: 'invalid'; issues: InputIssue[]} | {status: 'infeasible'};

interface Segment {
  length: number;
  slope: number;
}

/** A concave piecewise-linear function on [start, start + Σ lengths]; slopes never increase. */
interface ConcavePiecewiseLinear {
  start: number;
  valueAtStart: number;
  segments: Segment[];
}

/** Energies this small relative to the battery are floating-point noise, not decisions. */
const RELATIVE_TOLERANCE = 1e-9;

export function validateInputs(params: BatteryParameters, prices: readonly number[]): InputIssue[] {
  const issues: InputIssue[] = [];
  const isNumber = (value: number) => Number.isFinite(value);
  const isPct = (value: number) => isNumber(value) && value >= 0 && value <= 100;
  if (prices.length !== SLOTS_PER_DAY) issues.push('price-count');
  // Negative prices would break step 2 of the proof above; JEPX never clears below 0.01.
  if (prices.some((price) => !isNumber(price) || price < 0)) issues.push('price-value');
  if (!isNumber(params.powerKw) || params.powerKw <= 0) issues.push('power');
  if (!isNumber(params.usableEnergyKwh) || params.usableEnergyKwh <= 0) issues.push('energy');
  const efficiency = params.roundTripEfficiencyPct;
  if (!isNumber(efficiency) || efficiency < 50 || efficiency > 100) issues.push('efficiency');
  const windowOk =
    isPct(params.minSocPct) && isPct(params.maxSocPct) && params.minSocPct < params.maxSocPct;
  if (!windowOk) issues.push('soc-window');
  const withinWindow = (value: number) =>
    windowOk && isNumber(value) && value >= params.minSocPct && value <= params.maxSocPct;
  if (!withinWindow(params.startSocPct)) issues.push('start-soc');
  if (params.endOfDaySocPct !== null && !withinWindow(params.endOfDaySocPct))
    issues.push('end-soc');
  const positiveOrNull = (value: number | null) => value === null || (isNumber(value) && value > 0);
  if (!positiveOrNull(params.maxCyclesPerDay)) issues.push('cycles');
  if (!positiveOrNull(params.exportLimitKw)) issues.push('export-limit');
  if (!positiveOrNull(params.importLimitKw)) issues.push('import-limit');
  const degradation = params.degradationCostJpyPerKwh;
  if (!isNumber(degradation) || degradation < 0) issues.push('degradation');
  return issues;
}

function endOf(f: ConcavePiecewiseLinear): number {
  return f.segments.reduce((x, segment) => x + segment.length, f.start);
}

function evaluate(f: ConcavePiecewiseLinear, x: number): number {
  let position = f.start;
  let value = f.valueAtStart;
  for (const segment of f.segments) {
    const step = Math.min(segment.length, x - position);
    if (step <= 0) break;
    value += step * segment.slope;
    position += step;
  }
  return value;
}

function breakpoints(f: ConcavePiecewiseLinear): number[] {
  const points = [f.start];
  let position = f.start;
  for (const segment of f.segments) {
    position += segment.length;
    points.push(position);
  }
  return points;
}

/** Merges neighbours with the same slope so the functions stay small. */
function compact(segments: Segment[]): Segment[] {
  const result: Segment[] = [];
  for (const segment of segments) {
    if (segment.length <= 0) continue;
    const last = result[result.length - 1];
    if (last && last.slope === segment.slope) last.length += segment.length;
    else result.push({...segment});
  }
  return result;
}

/** h(u) = max over a + b = u of f(a) + g(b): exact for concave piecewise-linear f and g. */
function supConvolve(f: ConcavePiecewiseLinear, g: ConcavePiecewiseLinear): ConcavePiecewiseLinear {
  // Array.prototype.sort is stable, and any order of equal slopes gives the same function.
  const segments = [...f.segments, ...g.segments].sort((a, b) => b.slope - a.slope);
  return {
    start: f.start + g.start,
    valueAtStart: f.valueAtStart + g.valueAtStart,
    segments: compact(segments),
  };
}

/** f restricted to [lo, hi]; null when the intersection with f's domain is empty. */
function restrict(
  f: ConcavePiecewiseLinear,
  lo: number,
  hi: number,
  tolerance: number,
): ConcavePiecewiseLinear | null {
  const from = Math.max(lo, f.start);
  const to = Math.max(from, Math.min(hi, endOf(f)));
  if (Math.min(hi, endOf(f)) < from - tolerance) return null;
  const segments: Segment[] = [];
  let position = f.start;
  for (const segment of f.segments) {
    const length = Math.min(position + segment.length, to) - Math.max(position, from);
    if (length > 0) segments.push({length, slope: segment.slope});
    position += segment.length;
  }
  return {start: from, valueAtStart: evaluate(f, from), segments};
}

interface SlotEconomics {
  /** JPY per kWh put into storage (a_t). */
  storeCost: number;
  /** JPY per kWh taken out of storage, after degradation (r_t). */
  withdrawValue: number;
}

/** Cash flow of moving w kWh out of storage (w < 0 stores energy). */
function slotCashFlow(economics: SlotEconomics, w: number): number {
  return w >= 0 ? economics.withdrawValue * w : economics.storeCost * w;
}

interface Limits {
  /** Most energy that can enter storage in one slot (kWh). */
  maxStore: number;
  /** Most energy that can leave storage in one slot (kWh). */
  maxWithdraw: number;
  /** Energy between the minimum and maximum SoC (kWh). */
  window: number;
  /** Energy differences below this are rounding noise (kWh). */
  tolerance: number;
}

/** V_t(q) = max_w F_t(w) + V_{t+1}(q − w), restricted to the SoC window. */
function previousValueFunction(
  next: ConcavePiecewiseLinear,
  economics: SlotEconomics,
  limits: Limits,
): ConcavePiecewiseLinear | null {
  const slotCash: ConcavePiecewiseLinear = {
    start: -limits.maxStore,
    valueAtStart: -economics.storeCost * limits.maxStore,
    segments: compact([
      {length: limits.maxStore, slope: economics.storeCost},
      {length: limits.maxWithdraw, slope: economics.withdrawValue},
    ]),
  };
  return restrict(supConvolve(slotCash, next), 0, limits.window, limits.tolerance);
}

/** The best state after slot t, given the state q before it. */
function bestNextState(
  q: number,
  next: ConcavePiecewiseLinear,
  economics: SlotEconomics,
  limits: Limits,
): number {
  const lo = Math.max(q - limits.maxWithdraw, next.start);
  const hi = Math.max(lo, Math.min(q + limits.maxStore, endOf(next)));
  const clamp = (x: number) => Math.min(hi, Math.max(lo, x));
  const candidates = [clamp(q), lo, hi, ...breakpoints(next).filter((x) => x > lo && x < hi)];
  const valueOf = (z: number) => slotCashFlow(economics, q - z) + evaluate(next, z);
  const best = Math.max(...candidates.map(valueOf));
  const tolerance = 1e-9 * Math.max(1, Math.abs(best));
  const optimal = candidates.filter((z) => valueOf(z) >= best - tolerance);
  // Among equally good moves take the smallest: cycling that earns nothing is not done.
  return optimal.reduce((a, b) => (Math.abs(q - b) < Math.abs(q - a) ? b : a));
}

interface DayProblem {
  prices: readonly number[];
  eta: number;
  degradation: number;
  limits: Limits;
  startQ: number;
  endQ: number;
}

interface LagrangianDay {
  /** q after each slot. */
  stored: number[];
  /** max over schedules of cash flow − λ·(energy taken out of storage). */
  value: number;
  /** Energy taken out of storage by this schedule (kWh). */
  withdrawn: number;
}

function withdrawnEnergy(startQ: number, stored: readonly number[]): number {
  let previous = startQ;
  let total = 0;
  for (const q of stored) {
    total += Math.max(0, previous - q);
    previous = q;
  }
  return total;
}

/** Steps 1–4: the exact optimum of the day with λ JPY charged per kWh taken out of storage. */
function solveLagrangianDay(day: DayProblem, lambda: number): LagrangianDay | null {
  const {limits} = day;
  const economics: SlotEconomics[] = day.prices.map((price) => ({
    storeCost: price / day.eta,
    withdrawValue: day.eta * (price - day.degradation) - lambda,
  }));
  // valueFunctions[t] is V_{t+1} in the notation above (index 0 = before slot 1, 48 = end of day).
  const valueFunctions = new Array<ConcavePiecewiseLinear>(SLOTS_PER_DAY + 1);
  valueFunctions[SLOTS_PER_DAY] = {
    start: day.endQ,
    valueAtStart: 0,
    segments: compact([{length: limits.window - day.endQ, slope: 0}]),
  };
  for (let t = SLOTS_PER_DAY - 1; t >= 0; t--) {
    const previous = previousValueFunction(valueFunctions[t + 1], economics[t], limits);
    if (previous === null) return null;
    valueFunctions[t] = previous;
  }
  const first = valueFunctions[0];
  if (day.startQ < first.start - limits.tolerance || day.startQ > endOf(first) + limits.tolerance) {
    return null;
  }
  const stored: number[] = [];
  let q = Math.min(endOf(first), Math.max(first.start, day.startQ));
  for (let t = 0; t < SLOTS_PER_DAY; t++) {
    q = bestNextState(q, valueFunctions[t + 1], economics[t], limits);
    stored.push(q);
  }
  return {
    stored,
    value: evaluate(first, day.startQ),
    withdrawn: withdrawnEnergy(day.startQ, stored),
  };
}

/** Cutting-plane steps never exceed the number of pieces of g; this only guards a float loop. */
const MAX_MULTIPLIER_STEPS = 200;

/**
 * Step 5: the optimum under the cycle limit (kWh that may be taken out of storage).
 * Returns the stored-energy path and the optimal objective.
 */
function solveWithCycleLimit(
  day: DayProblem,
  cap: number,
): {stored: number[]; objective: number; binds: boolean} | null {
  const free = solveLagrangianDay(day, 0);
  if (free === null) return null;
  const tolerance = day.limits.tolerance;
  if (free.withdrawn <= cap + tolerance) {
    return {stored: free.stored, objective: free.value, binds: false};
  }
  // g(λ) = value(λ) + λ·cap; slope cap − withdrawn.
  const dual = (lambda: number, day_: LagrangianDay) => day_.value + lambda * cap;
  // Above every withdrawal value, taking energy out only loses money: nothing is taken out.
  const highest = Math.max(0, ...day.prices.map((price) => day.eta * (price - day.degradation)));
  let lo = {lambda: 0, day: free};
  const hiDay = solveLagrangianDay(day, highest + 1);
  if (hiDay === null) return null;
  let hi = {lambda: highest + 1, day: hiDay};
  const moneyTolerance = (a: number) => 1e-9 * Math.max(1, Math.abs(a));
  // g at the kink, once found; the optimum of the constrained day (LP duality).
  let kinkValue = Math.min(dual(lo.lambda, lo.day), dual(hi.lambda, hi.day));
  for (let step = 0; step < MAX_MULTIPLIER_STEPS; step++) {
    const slopeLo = cap - lo.day.withdrawn; // < 0: takes out too much
    const slopeHi = cap - hi.day.withdrawn; // ≥ 0: within the limit
    const gLo = dual(lo.lambda, lo.day);
    const gHi = dual(hi.lambda, hi.day);
    // Where the two tangents of g meet.
    const lambda = (gHi - gLo + slopeLo * lo.lambda - slopeHi * hi.lambda) / (slopeLo - slopeHi);
    const tangent = gLo + slopeLo * (lambda - lo.lambda);
    const probe = solveLagrangianDay(day, lambda);
    if (probe === null) return null;
    const g = dual(lambda, probe);
    kinkValue = g;
    if (Math.abs(probe.withdrawn - cap) <= tolerance) {
      return {stored: probe.stored, objective: g, binds: true};
    }
    // g meets its two tangents at λ: λ is the kink, where both schedules are optimal.
    if (g <= tangent + moneyTolerance(tangent)) break;
    if (probe.withdrawn > cap) lo = {lambda, day: probe};
    else hi = {lambda, day: probe};
  }
  // Convex combination of the two Lagrangian-optimal schedules that takes out exactly `cap`.
  const theta = (lo.day.withdrawn - cap) / (lo.day.withdrawn - hi.day.withdrawn);
  const stored = hi.day.stored.map((q, t) => theta * q + (1 - theta) * lo.day.stored[t]);
  return {stored, objective: kinkValue, binds: true};
}

export function solveSchedule(
  params: BatteryParameters,
  prices: readonly number[],
): ScheduleResult {
  const issues = validateInputs(params, prices);
  if (issues.length > 0) return {status: 'invalid', issues};

  const eta = Math.sqrt(params.roundTripEfficiencyPct / 100);
  const energy = params.usableEnergyKwh;
  const minStored = (energy * params.minSocPct) / 100;
  const chargeKwhPerSlot = Math.min(params.powerKw, params.importLimitKw ?? Infinity) * SLOT_HOURS;
  const dischargeKwhPerSlot =
    Math.min(params.powerKw, params.exportLimitKw ?? Infinity) * SLOT_HOURS;
  const window = (energy * (params.maxSocPct - params.minSocPct)) / 100;
  const limits: Limits = {
    maxStore: eta * chargeKwhPerSlot,
    maxWithdraw: dischargeKwhPerSlot / eta,
    window,
    tolerance: RELATIVE_TOLERANCE * Math.max(1, energy, params.powerKw * SLOT_HOURS),
  };
  const day: DayProblem = {
    prices,
    eta,
    degradation: params.degradationCostJpyPerKwh,
    limits,
    startQ: (energy * params.startSocPct) / 100 - minStored,
    endQ: params.endOfDaySocPct === null ? 0 : (energy * params.endOfDaySocPct) / 100 - minStored,
  };
  const cap = params.maxCyclesPerDay === null ? Infinity : params.maxCyclesPerDay * window;
  const solved = solveWithCycleLimit(day, cap);
  if (solved === null) return {status: 'infeasible'};
  return summarise(params, prices, eta, day.startQ, solved, limits.tolerance);
}

function summarise(
  params: BatteryParameters,
  prices: readonly number[],
  eta: number,
  startQ: number,
  solved: {stored: number[]; objective: number; binds: boolean},
  tolerance: number,
): OptimalSchedule {
  const energy = params.usableEnergyKwh;
  const minStored = (energy * params.minSocPct) / 100;
  let previous = startQ;
  let withdrawnTotal = 0;
  const slots = solved.stored.map((q, index): SlotSchedule => {
    let moved = previous - q;
    if (Math.abs(moved) < tolerance) moved = 0;
    previous = q;
    const dischargeKwh = moved > 0 ? moved * eta : 0;
    const chargeKwh = moved < 0 ? -moved / eta : 0;
    withdrawnTotal += Math.max(0, moved);
    return {
      slot: index + 1,
      priceJpyPerKwh: prices[index],
      chargeKwh,
      dischargeKwh,
      netPowerKw: (dischargeKwh - chargeKwh) / SLOT_HOURS,
      socEndPct: ((q + minStored) / energy) * 100,
    };
  });
  const revenueJpy = slots.reduce(
    (sum, s) => sum + s.priceJpyPerKwh * (s.dischargeKwh - s.chargeKwh),
    0,
  );
  const dischargedKwh = slots.reduce((sum, s) => sum + s.dischargeKwh, 0);
  const chargedKwh = slots.reduce((sum, s) => sum + s.chargeKwh, 0);
  const degradationCostJpy = dischargedKwh * params.degradationCostJpyPerKwh;
  const windowKwh = (energy * (params.maxSocPct - params.minSocPct)) / 100;
  return {
    status: 'optimal',
    slots,
    revenueJpy,
    degradationCostJpy,
    profitJpy: revenueJpy - degradationCostJpy,
    chargedKwh,
    dischargedKwh,
    equivalentCycles: withdrawnTotal / windowKwh,
    cycleLimitBinds: solved.binds,
    optimalObjectiveJpy: solved.objective,
  };
}

/** "HH:MM" at which a slot (1–48) starts, JST. */
export function slotStartTime(slot: number): string {
  const minutes = (slot - 1) * 30;
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${hours}:${String(minutes % 60).padStart(2, '0')}`;
}
