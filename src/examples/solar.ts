/** solar.md: year-1 energy of ast-001 and its gross capacity factor, without step-by-step rounding. */
import {defineExample} from './example';

export const solarAst001 = defineExample(
  'solar-ast-001',
  'technology/simulations/solar.md',
  (ex) => {
    ex.givens([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 0, 50, 8760]);
    const dc = ex.given(2450);
    const ac = ex.given(1990);
    const irradiation = ex.given(1480);
    const factors = [0.98, 1.0, 0.99, 0.959, 0.98, 0.98, 0.994, 0.99];
    ex.givens([2.0, 1.0, 4.1, 98.0, 0.6, 99.0], 1);
    ex.givens(factors, 2);
    ex.givens(factors, 3);
    let energy = ex.result(dc * irradiation, 1);
    for (const factor of factors) {
      energy *= factor;
      ex.result(energy, 1);
    }
    ex.result(energy, 0);
    ex.result(energy / 1000, 1);
    const acHours = ex.result(ac * 8760, 0);
    const dcHours = ex.result(dc * 8760, 0);
    ex.result((energy / acHours) * 100, 2);
    ex.result((energy / dcHours) * 100, 2);
    ex.given(0.005, 3);
    const factor10 = ex.result((1 - 0.005) ** 9, 7);
    const year10 = ex.result(energy * factor10, 0);
    void year10;
    ex.result(((energy * (1 - 0.005) ** 9) / acHours) * 100, 2);
  },
);
