import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {solarPosition} from './solar-position';

const close = (actual: number, expected: number, tolerance: number) =>
  assert.ok(
    Math.abs(actual - expected) <= tolerance,
    `${actual} is not within ${tolerance} of ${expected}`,
  );

describe('the solar position algorithm', () => {
  it("reproduces the NREL report's example (Reda and Andreas, Table A5.1)", () => {
    // 2003-10-17 12:30:30 at UTC−7, Golden, Colorado; 820 mbar, 11 °C, ΔT = 67 s.
    const sun = solarPosition({
      date: new Date('2003-10-17T12:30:30-07:00'),
      latitude: 39.742476,
      longitude: -105.1786,
      elevation: 1830.14,
      pressure: 820,
      temperature: 11,
      deltaT: 67,
    });
    close(sun.earthSunDistance, 0.9965422974, 1e-10);
    close(sun.declination, -9.31434, 1e-5);
    close(sun.apparentZenith, 50.11162, 1e-5);
    close(sun.azimuth, 194.34024, 1e-5);
  });

  // pvlib.solarposition.get_solarposition(times, latitude, longitude, altitude) with its defaults
  // (method 'nrel_numpy', 12 °C, ΔT = 67 s, the pressure of pvlib.atmosphere.alt2pres(altitude)),
  // pvlib-python 0.15 (snapshot 6382338).
  const pvlib = [
    [
      '2026-11-18T12:15:00+09:00',
      31.9012,
      130.4587,
      0,
      51.18468703707914,
      51.16381115608473,
      183.55926047845927,
    ],
    [
      '2027-06-21T05:00:00+09:00',
      43.3,
      143.2,
      120,
      79.10768705709081,
      79.02588908816969,
      67.96752896641556,
    ],
    [
      '2026-03-01T15:30:00+11:00',
      -33.87,
      151.21,
      0,
      42.042276973454314,
      42.02710967039817,
      300.44490878435306,
    ],
  ] as const;
  for (const [time, latitude, longitude, elevation, zenith, apparentZenith, azimuth] of pvlib) {
    it(`agrees with pvlib at ${time}, ${latitude}°, ${longitude}°`, () => {
      const pressure = ((44331.514 - elevation) / 11880.516) ** (1 / 0.1902632);
      const sun = solarPosition({date: new Date(time), latitude, longitude, elevation, pressure});
      close(sun.zenith, zenith, 1e-8);
      close(sun.apparentZenith, apparentZenith, 1e-8);
      close(sun.azimuth, azimuth, 1e-8);
    });
  }
});
