/**
 * The irradiance models against pvlib-python 0.15 (snapshot 6382338): each expected value is what
 * the pvlib function named in the test returns for the same arguments.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {erbs, extraterrestrial, faimanCellTemperature, perez, relativeAirmass} from './irradiance';

const close = (actual: number, expected: number, tolerance = 1e-9) =>
  assert.ok(
    Math.abs(actual - expected) <= tolerance,
    `${actual} is not within ${tolerance} of ${expected}`,
  );

describe('the irradiance models', () => {
  it('get_extra_radiation (Spencer, 1,366.1 W/m²)', () => {
    close(extraterrestrial(1), 1413.981805);
    close(extraterrestrial(182), 1320.537179737736);
    close(extraterrestrial(322), 1398.9671820715007);
  });

  it("get_relative_airmass ('kastenyoung1989')", () => {
    close(relativeAirmass(0), 0.9997119918558381);
    close(relativeAirmass(60), 1.9942928525292494);
    close(relativeAirmass(85), 10.305791327930306);
  });

  it('erbs in each of its three k_t ranges', () => {
    const cases = [
      [100, 70, 1, 0.206778078036378, 98.1389972976726, 5.441207889780237],
      [500, 51.184687037079115, 322, 0.5701972556702793, 252.9195464067131, 394.185854117877],
      [900, 30, 182, 0.7869755584978847, 148.39831609178492, 867.8748690555681],
    ] as const;
    for (const [ghi, zenith, day, kt, dhi, dni] of cases) {
      const split = erbs(ghi, zenith, extraterrestrial(day));
      close(split.kt, kt);
      close(split.dhi, dhi);
      close(split.dni, dni);
    }
  });

  it("perez ('allsitescomposite1990') across clearness bins", () => {
    const cases = [
      [30, 180, 100, 800, 1400, 30, 180, 1.15, 113.54997806512486],
      [20, 180, 252.9195, 394.1859, 1398.967, 51.18, 183.56, 1.5928, 285.57220242233353],
      [45, 150, 300, 50, 1370, 70, 120, 2.9, 380.81112386705803],
    ] as const;
    for (const [tilt, surfaceAzimuth, dhi, dni, e0, zenith, azimuth, airmass, sky] of cases) {
      const result = perez({tilt, surfaceAzimuth, dhi, dni, e0, zenith, azimuth, airmass});
      close(result.skyDiffuse, sky);
    }
  });

  it('faiman', () => {
    close(faimanCellTemperature(625.6, 18.0, 2.0), 34.17373319544984);
  });
});
