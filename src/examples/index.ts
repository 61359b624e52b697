/** Every worked example the pages mark, computed (see ./example.ts). */
import type {WorkedExample} from './example';
import {batteryCapacityFactor} from './battery';
import {financialSim002, financialThreeYears} from './financial';
import {forwardCurveMay2027} from './forward-curve';

export const EXAMPLES: readonly WorkedExample[] = [
  forwardCurveMay2027,
  financialThreeYears,
  financialSim002,
  batteryCapacityFactor,
];
