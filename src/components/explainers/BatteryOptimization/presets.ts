/**
 * Illustrative JEPX-like day-ahead price curves (JPY/kWh for slots 1–48, JST).
 * They are invented for teaching, not market data: each shows one situation the
 * optimiser reacts to differently.
 */
import type {BatteryParameters} from './solver';

export type PricePresetId = 'kyushu-spring' | 'flat' | 'winter-two-peak';

/** 0.01 JPY/kWh is the JEPX day-ahead price floor. */
export const JEPX_FLOOR_PRICE = 0.01;

const floor = (count: number) => Array<number>(count).fill(JEPX_FLOOR_PRICE);

export const PRICE_PRESETS: Record<PricePresetId, readonly number[]> = {
  // Solar glut: the floor price from 09:00 to 15:30, then a steep evening peak.
  'kyushu-spring': [
    // 00:00–05:30
    9.2,
    9.0,
    8.8,
    8.6,
    8.5,
    8.4,
    8.4,
    8.5,
    8.6,
    8.8,
    9.1,
    9.4,
    // 06:00–08:30
    9.9,
    10.4,
    10.2,
    9.6,
    4.2,
    1.5,
    // 09:00–15:00 (13 slots at the floor)
    ...floor(13),
    // 15:30–17:30
    3.8,
    7.4,
    10.6,
    13.2,
    15.8,
    // 18:00–23:30
    17.9,
    19.4,
    18.6,
    16.9,
    15.2,
    13.8,
    12.6,
    11.8,
    11.0,
    10.4,
    9.9,
    9.5,
  ],
  // No spread at all, so any cycle only loses energy.
  flat: Array<number>(48).fill(10),
  // Heating demand gives a morning and an evening peak with a shallow midday dip.
  'winter-two-peak': [
    // 00:00–05:30
    12.4, 12.1, 11.9, 11.7, 11.6, 11.6, 11.7, 11.9, 12.3, 12.9, 13.8, 15.2,
    // 06:00–11:30
    17.6, 20.4, 22.8, 24.1, 23.5, 21.6, 18.9, 16.4, 14.7, 13.6, 13.1, 12.8,
    // 12:00–17:30
    12.5, 12.4, 12.6, 12.9, 13.5, 14.6, 16.2, 18.4, 21.3, 24.6, 27.2, 28.9,
    // 18:00–23:30
    29.4, 28.7, 27.1, 24.8, 22.1, 19.6, 17.4, 15.9, 14.8, 13.9, 13.2, 12.7,
  ],
};

export const PRESET_ORDER: readonly PricePresetId[] = ['kyushu-spring', 'flat', 'winter-two-peak'];

/**
 * Defaults from the optimisation spec of ast-004 (Bungo-Ono Battery Station, 1,990 kW /
 * 7,960 kWh, 85% round trip, SoC 5–95%, end-of-day 50%, 1 cycle a day, grid export and
 * import limits 1,990 kW, degradation 2.5 JPY/kWh).
 */
export const DEFAULT_BATTERY: BatteryParameters = {
  powerKw: 1990,
  usableEnergyKwh: 7960,
  roundTripEfficiencyPct: 85,
  minSocPct: 5,
  maxSocPct: 95,
  startSocPct: 50,
  endOfDaySocPct: 50,
  maxCyclesPerDay: 1,
  exportLimitKw: 1990,
  importLimitKw: 1990,
  degradationCostJpyPerKwh: 2.5,
};
