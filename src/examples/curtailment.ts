/** curtailment.md: an offline plant in rotation on a Tohoku curtailment day. */
import {defineExample} from './example';

export const curtailmentOfflineRotation = defineExample(
  'curtailment-offline-rotation',
  'technology/simulations/curtailment.md',
  (ex) => {
    ex.givens([2027, 5, 2, 21, 28, 4, 30, 1]);
    const share = ex.given(0.25, 2);
    const slots = [900, 930, 950, 960, 960, 950, 920, 880];
    ex.givens(slots);
    const daylight = ex.given(11400);
    const slotSum = ex.result(
      slots.reduce((sum, value) => sum + value, 0),
      0,
    );
    const online = ex.result(share * slotSum, 1);
    const before = ex.given(1.8, 2);
    const after = ex.result(before + share, 2);
    if (Math.floor(after) <= Math.floor(before))
      throw new Error('the rotation should reach the plant');
    ex.given(Math.floor(after));
    const average = ex.result(share * daylight, 0);
    ex.result(average / online, 2);
  },
);
