/**
 * The irradiance models of the physical model chain (technology/operations/solar-forecasts.md),
 * written as pvlib writes them so that a pvlib user gets the same numbers:
 *
 *   extraterrestrial    pvlib.irradiance.get_extra_radiation (method 'spencer', 1,366.1 W/m²)
 *   relativeAirmass     pvlib.atmosphere.get_relative_airmass (model 'kastenyoung1989')
 *   erbs                pvlib.irradiance.erbs
 *   aoiProjection       pvlib.irradiance.aoi_projection
 *   perez               pvlib.irradiance.perez (model 'allsitescomposite1990')
 *   groundDiffuse       pvlib.irradiance.get_ground_diffuse
 *   faimanCellTemperature  pvlib.temperature.faiman
 *
 * Angles are in degrees unless a name says otherwise.
 */

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const cosd = (degrees: number) => Math.cos(rad(degrees));
const sind = (degrees: number) => Math.sin(rad(degrees));

/**
 * Extraterrestrial irradiance on a surface normal to the sun, E0 (W/m²): Spencer (1971) for the
 * Earth–sun distance, day angle 2π(n − 1)/365 for day of year n.
 */
export function extraterrestrial(dayOfYear: number, solarConstant = 1366.1): number {
  const b = (2 * Math.PI * (dayOfYear - 1)) / 365;
  const distanceFactor =
    1.00011 +
    0.034221 * Math.cos(b) +
    0.00128 * Math.sin(b) +
    0.000719 * Math.cos(2 * b) +
    0.000077 * Math.sin(2 * b);
  return solarConstant * distanceFactor;
}

/** Relative airmass of Kasten and Young (1989). */
export function relativeAirmass(zenith: number): number {
  return 1 / (cosd(zenith) + 0.50572 * (6.07995 + (90 - zenith)) ** -1.6364);
}

export interface Erbs {
  /** Clearness index k_t. */
  kt: number;
  /** Diffuse fraction DF = DHI / GHI. */
  diffuseFraction: number;
  dhi: number;
  dni: number;
}

/** Erbs, Klein and Duffie (1982): diffuse fraction from the clearness index, DNI by closure. */
export function erbs(ghi: number, zenith: number, e0: number): Erbs {
  const kt = Math.min(Math.max(ghi / (e0 * Math.max(cosd(zenith), 0.065)), 0), 1);
  let diffuseFraction = 1 - 0.09 * kt;
  if (kt > 0.22 && kt <= 0.8) {
    diffuseFraction = 0.9511 - 0.1604 * kt + 4.388 * kt ** 2 - 16.638 * kt ** 3 + 12.336 * kt ** 4;
  }
  if (kt > 0.8) diffuseFraction = 0.165;
  const dhi = diffuseFraction * ghi;
  const dni = (ghi - dhi) / cosd(zenith);
  if (zenith > 87 || ghi < 0 || dni < 0) return {kt, diffuseFraction, dhi: ghi, dni: 0};
  return {kt, diffuseFraction, dhi, dni};
}

/** cos θi, the cosine of the angle of incidence on a surface (may be negative). */
export function aoiProjection(
  tilt: number,
  surfaceAzimuth: number,
  zenith: number,
  azimuth: number,
): number {
  return cosd(tilt) * cosd(zenith) + sind(tilt) * sind(zenith) * cosd(azimuth - surfaceAzimuth);
}

/** Upper bounds of the eight sky-clearness bins ε (the first bin starts at 1). */
export const PEREZ_EPSILON_BINS = [1.065, 1.23, 1.5, 1.95, 2.8, 4.5, 6.2] as const;

/**
 * f11, f12, f13, f21, f22, f23 for each clearness bin: Perez et al. (1990), Table 6, the
 * composite of all sites (pvlib's 'allsitescomposite1990').
 */
export const PEREZ_1990: readonly (readonly [number, number, number, number, number, number])[] = [
  [-0.008, 0.588, -0.062, -0.06, 0.072, -0.022],
  [0.13, 0.683, -0.151, -0.019, 0.066, -0.029],
  [0.33, 0.487, -0.221, 0.055, -0.064, -0.026],
  [0.568, 0.187, -0.295, 0.109, -0.152, -0.014],
  [0.873, -0.392, -0.362, 0.226, -0.462, 0.001],
  [1.132, -1.237, -0.412, 0.288, -0.823, 0.056],
  [1.06, -1.6, -0.359, 0.264, -1.127, 0.131],
  [0.678, -0.327, -0.25, 0.156, -1.377, 0.251],
];

export interface PerezInput {
  tilt: number;
  surfaceAzimuth: number;
  dhi: number;
  dni: number;
  e0: number;
  zenith: number;
  azimuth: number;
  airmass: number;
}

export interface Perez {
  /** Sky brightness Δ. */
  delta: number;
  /** Sky clearness ε. */
  epsilon: number;
  /** Index 0–7 of the clearness bin of ε. */
  bin: number;
  f1: number;
  f2: number;
  /** a = max(0, cos θi). */
  a: number;
  /** b = max(cos 85°, cos θz). */
  b: number;
  /** (1 − F1)(1 + cos β)/2, F1·a/b and F2·sin β: the isotropic, circumsolar and horizon terms. */
  isotropic: number;
  circumsolar: number;
  horizon: number;
  /** Sky diffuse irradiance on the plane, G_d,sky (W/m²). */
  skyDiffuse: number;
}

/** The Perez et al. (1990) anisotropic sky model. F1 is floored at 0; F2 is not. */
export function perez(input: PerezInput): Perez {
  const {tilt, dhi, dni, e0, zenith, airmass} = input;
  const z = rad(zenith);
  const delta = (dhi * airmass) / e0;
  const epsilon = ((dhi + dni) / dhi + 1.041 * z ** 3) / (1 + 1.041 * z ** 3);
  if (!Number.isFinite(epsilon)) throw new Error('the sky clearness needs DHI > 0');
  const found = PEREZ_EPSILON_BINS.findIndex((upper) => epsilon < upper);
  const bin = found === -1 ? PEREZ_EPSILON_BINS.length : found;
  const [f11, f12, f13, f21, f22, f23] = PEREZ_1990[bin];
  const f1 = Math.max(0, f11 + f12 * delta + f13 * z);
  const f2 = f21 + f22 * delta + f23 * z;
  const a = Math.max(0, aoiProjection(tilt, input.surfaceAzimuth, zenith, input.azimuth));
  const b = Math.max(cosd(85), cosd(zenith));
  const isotropic = ((1 - f1) * (1 + cosd(tilt))) / 2;
  const circumsolar = (f1 * a) / b;
  const horizon = f2 * sind(tilt);
  const skyDiffuse = Math.max(0, dhi * (isotropic + circumsolar + horizon));
  return {delta, epsilon, bin, f1, f2, a, b, isotropic, circumsolar, horizon, skyDiffuse};
}

/** Ground-reflected irradiance on the plane (W/m²). */
export function groundDiffuse(tilt: number, ghi: number, albedo: number): number {
  return (ghi * albedo * (1 - cosd(tilt))) / 2;
}

/** Faiman (2008) module temperature (°C). */
export function faimanCellTemperature(
  poa: number,
  airTemperature: number,
  windSpeed: number,
  u0 = 25.0,
  u1 = 6.84,
): number {
  return airTemperature + poa / (u0 + u1 * windSpeed);
}
