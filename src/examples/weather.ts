/** weather-model.md: P50/P90 irradiation of ast-008 and ast-006, carried at full precision. */
import {defineExample} from './example';

export const weatherAst008 = defineExample(
  'weather-ast-008',
  'technology/simulations/weather-model.md',
  (ex) => {
    ex.givens([1, 2, 3, 4, 5, 6, 3200, 2400, 10, 24, 20, 90, 50, 100]);
    const z = ex.given(1.2816, 4);
    const mean = ex.given(1310);
    const sd = ex.given(55.0, 1);
    const iav = sd / mean;
    ex.result(iav, 3);
    ex.result(iav * 100, 1);
    const model = ex.given(0.035, 3);
    ex.result(mean * (1 - z * iav), 1);
    ex.result(1 - z * iav, 4);
    const variance = iav ** 2 + model ** 2;
    ex.result(variance, 6);
    const sigma = Math.sqrt(variance);
    ex.result(sigma, 4);
    const k90 = 1 - z * sigma;
    ex.result(k90, 4);
    ex.result(mean * k90, 1);
    const iav10 = iav / Math.sqrt(10);
    ex.result(iav10, 5);
    const sigma10 = Math.sqrt(iav10 ** 2 + model ** 2);
    ex.result(sigma10, 5);
    ex.result(1 - z * sigma10, 5);
    ex.result(mean * (1 - z * sigma10), 1);

    const mean6 = ex.given(1380);
    const iav6 = ex.given(0.038, 3);
    const sigma6 = Math.sqrt(iav6 ** 2 + model ** 2);
    ex.result(sigma6, 5);
    ex.result(1 - z * sigma6, 4);
    ex.result(mean6 * (1 - z * sigma6), 1);
    const iav20 = iav6 / Math.sqrt(20);
    ex.result(iav20, 5);
    const sigma20 = Math.sqrt(iav20 ** 2 + model ** 2);
    ex.result(sigma20, 5);
    ex.result(1 - z * sigma20, 5);
    ex.result(mean6 * (1 - z * sigma20), 1);
  },
);
