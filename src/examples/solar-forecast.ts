/**
 * solar-forecasts.md: the physical model chain for ast-001's slot 25 on November 18, 2026 (sun
 * position, Erbs, Perez, Faiman, inverter), the quantile regression that turns its value into the
 * p10/p50/p90 of the API examples, and the page's other worked numbers. Every step is computed
 * without rounding, as pvlib computes it (see ./irradiance.ts and ./solar-position.ts):
 *
 *   solpos = pvlib.solarposition.get_solarposition(pd.Timestamp('2026-11-18 12:15', tz='Asia/Tokyo'),
 *                                                  31.9012, 130.4587)
 *   e0 = pvlib.irradiance.get_extra_radiation(solpos.index)
 *   erbs = pvlib.irradiance.erbs(500, solpos.zenith, solpos.index)
 *   poa = pvlib.irradiance.get_total_irradiance(20, 180, solpos.zenith, solpos.azimuth, erbs.dni,
 *                                               500, erbs.dhi, dni_extra=e0, albedo=0.2,
 *                                               model='perez')
 *   tc = pvlib.temperature.faiman(poa.poa_global, 18.0, 2.0)
 *   pdc = pvlib.pvsystem.pvwatts_dc(poa.poa_global, tc, 2450, -0.0035) * (1 - 0.0492)
 */
import {defineExample} from './example';
import {
  PEREZ_1990,
  PEREZ_EPSILON_BINS,
  aoiProjection,
  erbs,
  extraterrestrial,
  faimanCellTemperature,
  groundDiffuse,
  perez,
  relativeAirmass,
} from './irradiance';
import {solarPosition} from './solar-position';

const DEG = Math.PI / 180;

/** The chain's defaults, as the page's symbol tables state them. */
export const CHAIN_DEFAULTS = {
  albedo: 0.2,
  u0: 25.0,
  u1: 6.84,
  gamma: -0.0035,
  /** 4.92%: 1 − 0.98 × 0.99 × 0.98 = 0.049196, rounded as the default is stored. */
  dcLoss: 0.0492,
  inverterEfficiency: 0.98,
} as const;

/** ast-001 and the illustrative weather of slot 25 (12:00–12:30 JST) on November 18, 2026. */
export const AST_001_SLOT_25 = {
  latitude: 31.9012,
  longitude: 130.4587,
  dcKw: 2450,
  acKw: 1990,
  tilt: 20,
  surfaceAzimuth: 180,
  /** The middle of the slot. */
  time: new Date('2026-11-18T12:15:00+09:00'),
  dayOfYear: 322,
  ghi: 500,
  airTemperature: 18.0,
  windSpeed: 2.0,
} as const;

/** The physical model chain for one slot, every intermediate kept. */
export function physicalChain(slot: typeof AST_001_SLOT_25) {
  const sun = solarPosition({date: slot.time, latitude: slot.latitude, longitude: slot.longitude});
  const zenith = sun.zenith;
  const e0 = extraterrestrial(slot.dayOfYear);
  const airmass = relativeAirmass(zenith);
  const split = erbs(slot.ghi, zenith, e0);
  const cosIncidence = aoiProjection(slot.tilt, slot.surfaceAzimuth, zenith, sun.azimuth);
  const beam = split.dni * Math.max(0, cosIncidence);
  const sky = perez({
    tilt: slot.tilt,
    surfaceAzimuth: slot.surfaceAzimuth,
    dhi: split.dhi,
    dni: split.dni,
    e0,
    zenith,
    azimuth: sun.azimuth,
    airmass,
  });
  const ground = groundDiffuse(slot.tilt, slot.ghi, CHAIN_DEFAULTS.albedo);
  const poa = beam + sky.skyDiffuse + ground;
  const cellTemperature = faimanCellTemperature(
    poa,
    slot.airTemperature,
    slot.windSpeed,
    CHAIN_DEFAULTS.u0,
    CHAIN_DEFAULTS.u1,
  );
  const temperatureFactor = 1 + CHAIN_DEFAULTS.gamma * (cellTemperature - 25);
  const dc = slot.dcKw * (poa / 1000) * temperatureFactor * (1 - CHAIN_DEFAULTS.dcLoss);
  const ac = Math.min(CHAIN_DEFAULTS.inverterEfficiency * dc, slot.acKw);
  return {
    sun,
    zenith,
    e0,
    airmass,
    split,
    cosIncidence,
    beam,
    sky,
    ground,
    poa,
    cellTemperature,
    temperatureFactor,
    dc,
    ac,
    energy: ac * 0.5,
  };
}

export const solarForecastPhysicsAst001 = defineExample(
  'solar-forecast-physics-ast-001',
  'technology/operations/solar-forecasts.md',
  (ex) => {
    const slot = AST_001_SLOT_25;
    // Subscripts, exponents and labels of the formulas: E_0, k_t^2…^4, f_11…f_23, U_0, U_1,
    // 1 − cos β over 2, θz³, the 8 clearness bins, the year of Perez et al., E_25.
    ex.givens([0, 1, 2, 3, 4, 8, 11, 12, 13, 21, 22, 23, 25, 1000, 1990, 85]);
    // The quantiles the post-processing makes: p10, p50, p90.
    ex.givens([10, 50, 90]);
    // The pvlib version in the link to its overview of decomposition models (v0.13.1).
    ex.given(0.13, 2);
    // Erbs: the k_t range limits and the coefficients of DF.
    ex.givens([0.22, 0.8], 2);
    ex.givens([0.9511, 0.1604], 4);
    ex.givens([4.388, 16.638, 12.336, 0.165], 3);
    ex.given(0.09, 2);
    // Perez: κ, the solar constant of E0, the albedo.
    ex.given(1.041, 3);
    ex.given(1366.1, 1);
    ex.given(CHAIN_DEFAULTS.albedo, 1);
    // Faiman, the temperature coefficient, the DC losses and the inverter.
    ex.given(CHAIN_DEFAULTS.u0, 1);
    ex.given(CHAIN_DEFAULTS.u1, 2);
    ex.given(-CHAIN_DEFAULTS.gamma * 100, 2);
    ex.given(-CHAIN_DEFAULTS.gamma, 4);
    ex.givens([2.0, 1.0], 1);
    ex.givens([0.98, 0.99], 2);
    const dcLoss = ex.result(1 - 0.98 * 0.99 * 0.98, 4);
    if (dcLoss !== CHAIN_DEFAULTS.dcLoss) throw new Error('the default L is not the loss factors');
    ex.result(dcLoss * 100, 2);
    ex.given(0.5, 1);
    ex.given(CHAIN_DEFAULTS.inverterEfficiency * 100, 1);
    ex.given(CHAIN_DEFAULTS.inverterEfficiency, 2);

    // The worked example's inputs.
    ex.givens([slot.latitude, slot.longitude], 4);
    ex.givens([slot.dcKw, slot.acKw, slot.tilt, slot.ghi, 2026, 11, 17, 18]);
    ex.givens([slot.airTemperature, slot.windSpeed], 1);

    const chain = physicalChain(slot);
    // 1. Sun position.
    ex.result(chain.zenith, 2);
    ex.result(chain.zenith * DEG, 4);
    ex.result(Math.cos(chain.zenith * DEG), 4);
    ex.result(chain.sun.azimuth, 2);
    ex.result(chain.e0, 1);
    ex.result(chain.airmass, 3);
    // 2. Decomposition.
    ex.result(chain.split.kt, 3);
    ex.result(chain.split.diffuseFraction, 4);
    ex.result(chain.split.dhi, 1);
    ex.result(chain.split.dni, 1);
    // 3. Angle of incidence.
    ex.given(slot.surfaceAzimuth);
    ex.result(chain.sun.azimuth - slot.surfaceAzimuth, 2);
    ex.result(Math.cos(chain.zenith * DEG) * Math.cos(slot.tilt * DEG), 4);
    ex.result(
      Math.sin(chain.zenith * DEG) *
        Math.sin(slot.tilt * DEG) *
        Math.cos((chain.sun.azimuth - slot.surfaceAzimuth) * DEG),
      4,
    );
    ex.result(chain.cosIncidence, 4);
    ex.result(chain.beam, 1);
    // 4. Perez.
    const {sky} = chain;
    ex.result(sky.delta, 4);
    ex.result(sky.epsilon, 3);
    ex.result(sky.bin + 1, 0);
    ex.result(PEREZ_EPSILON_BINS[sky.bin - 1], 2);
    ex.result(PEREZ_EPSILON_BINS[sky.bin], 2);
    for (const coefficient of PEREZ_1990[sky.bin]) ex.result(coefficient, 3);
    ex.result(sky.f1, 4);
    ex.result(sky.f2, 4);
    ex.result(sky.isotropic, 4);
    ex.result(sky.circumsolar, 4);
    ex.result(sky.horizon, 4);
    ex.result(sky.isotropic + sky.circumsolar + sky.horizon, 4);
    ex.result(sky.skyDiffuse, 1);
    // 5. Ground reflection and plane of array.
    ex.result(Math.cos(slot.tilt * DEG), 4);
    ex.result(chain.ground, 1);
    ex.result(chain.poa, 1);
    // 6. Module temperature.
    ex.result(chain.poa - chain.ground - chain.beam, 1);
    ex.result(chain.cellTemperature - slot.airTemperature, 2);
    ex.result(chain.cellTemperature, 2);
    ex.result(chain.cellTemperature - 25, 2);
    ex.result(chain.temperatureFactor, 4);
    // 7. DC power.
    ex.result(chain.poa / 1000, 4);
    ex.result(1 - dcLoss, 4);
    ex.result(chain.dc, 1);
    // 8. AC power and the slot's energy.
    if (chain.ac >= slot.acKw) throw new Error('the example expects no clipping');
    ex.result(chain.ac, 1);
    ex.result(chain.energy, 1);
  },
);

/**
 * The regression of the example, reduced to q = a + b·x, and the
 * p10/p50/p90 it gives: the values the API reference, the user guides and the BG example quote.
 */
export const AST_001_QUANTILES = [
  {name: 10, a: -3.4, b: 0.66, quoted: 452.8},
  {name: 50, a: -1.05, b: 0.98, quoted: 676.3},
  {name: 90, a: 22.25, b: 1.05, quoted: 748.0},
] as const;

export const solarForecastQuantilesAst001 = defineExample(
  'solar-forecast-quantiles-ast-001',
  'technology/operations/solar-forecasts.md',
  (ex) => {
    ex.givens([2026, 11, 18, 3]);
    const x = physicalChain(AST_001_SLOT_25).energy;
    const printedX = ex.result(x, 1);
    for (const {name, a, b, quoted} of AST_001_QUANTILES) {
      ex.given(name);
      ex.given(a, 2);
      ex.given(b, 2);
      const q = ex.result(a + b * x, 1);
      if (q !== quoted) throw new Error(`p${name} is ${q}, but the site quotes ${quoted}`);
      // A reader who starts from the printed x gets the same figure.
      if (Number((a + b * printedX).toFixed(1)) !== q)
        throw new Error(`p${name} needs the unrounded x`);
    }
  },
);

export const solarForecastSnow = defineExample(
  'solar-forecast-snow',
  'technology/operations/solar-forecasts.md',
  (ex) => {
    ex.givens([0, 1, 2013]);
    const unconstrained = ex.given(520);
    const cover = ex.given(0.4, 1);
    ex.result(unconstrained * (1 - cover), 0);
  },
);

export const solarForecastClippingAst010 = defineExample(
  'solar-forecast-clipping-ast-010',
  'technology/operations/solar-forecasts.md',
  (ex) => {
    const dcKw = ex.given(82);
    const acKw = ex.given(49.5, 1);
    const poa = ex.given(980);
    const airTemperature = ex.given(20);
    const windSpeed = ex.given(2.0, 1);
    // One slot; p10, p50, p90.
    ex.givens([1, 10, 50, 90]);
    ex.given(0.5, 1);
    ex.result(dcKw / acKw, 2);
    ex.result(acKw * 0.5, 2);
    ex.result(CHAIN_DEFAULTS.u0 + CHAIN_DEFAULTS.u1 * windSpeed, 2);
    const cellTemperature = faimanCellTemperature(poa, airTemperature, windSpeed);
    ex.result(cellTemperature, 2);
    ex.result(poa / 1000, 2);
    const temperatureFactor = 1 + CHAIN_DEFAULTS.gamma * (cellTemperature - 25);
    ex.result(temperatureFactor, 4);
    ex.result(1 - CHAIN_DEFAULTS.dcLoss, 4);
    const dc = dcKw * (poa / 1000) * temperatureFactor * (1 - CHAIN_DEFAULTS.dcLoss);
    ex.result(dc, 2);
    const ac = CHAIN_DEFAULTS.inverterEfficiency * dc;
    ex.result(ac, 2);
    if (ac <= acKw) throw new Error('the example expects clipping');
    ex.result((ac - acKw) * 0.5, 1);
  },
);

export const solarForecastBgPooling = defineExample(
  'solar-forecast-bg-pooling',
  'technology/operations/solar-forecasts.md',
  (ex) => {
    ex.givens([1, 2, 10, 50]);
    const [p10, p50] = [AST_001_QUANTILES[0].quoted, AST_001_QUANTILES[1].quoted];
    ex.givens([p10, p50], 1);
    // ast-002's quantiles, and the members' p50 in the BG forecasts API example.
    const [p10Second, p50Second] = [ex.given(296.4, 1), ex.given(441.9, 1)];
    const r = ex.given(0.8, 1);
    const delta1 = ex.result(p50 - p10, 1);
    const delta2 = ex.result(p50Second - p10Second, 1);
    const variance = ex.result(delta1 ** 2 + delta2 ** 2 + 2 * r * delta1 * delta2, 1);
    const width = Math.sqrt(variance);
    ex.result(width, 1);
    const median = ex.result(p50 + p50Second, 1);
    ex.result(median - width, 1);
    ex.result(p10 + p10Second, 1);
    // The BG forecasts API example: the members' p50 (ast-003 352.6, ast-004 0.0) add up to
    // 1,470.8 kWh; the pooled p50 of its 1,000 samples is 1,466.2 kWh.
    ex.result(p50 + p50Second + 352.6 + 0.0, 1);
    ex.given(1466.2, 1);
  },
);
