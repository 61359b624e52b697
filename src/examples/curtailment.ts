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

export const curtailmentKyushuOnline = defineExample(
  'curtailment-kyushu-online',
  'technology/simulations/curtailment.md',
  (ex) => {
    ex.givens([2026, 2027, 11, 21, 28, 10, 14, 3, 31, 24, 25, 30, 0, 1990, 1250, 1, 2]);
    const shares = [0.1, 0.2, 0.3, 0.3, 0.3, 0.3, 0.2, 0.1];
    const ast001 = [760, 820, 860, 880, 880, 860, 810, 740];
    const ast002 = [480, 515, 540, 550, 550, 540, 505, 465];
    ex.givens(shares, 2);
    let lost001 = 0;
    let lost002 = 0;
    shares.forEach((share, i) => {
      ex.given(21 + i);
      ex.given(ast001[i]);
      ex.given(ast002[i]);
      lost001 += ex.result(share * ast001[i], 1);
      lost002 += ex.result(share * ast002[i], 1);
    });
    const total001 = ex.result(
      ast001.reduce((sum, v) => sum + v, 0),
      0,
    );
    ex.result(
      ast002.reduce((sum, v) => sum + v, 0),
      0,
    );
    ex.result(lost001, 1);
    ex.result(lost002, 1);
    const day = ex.given(7900);
    ex.result((lost001 / day) * 100, 1);
    ex.result(total001 - lost001, 1);
    ex.given(0.01, 2);
  },
);

export const curtailmentPpa001 = defineExample(
  'curtailment-ppa-001',
  'technology/simulations/curtailment.md',
  (ex) => {
    ex.givens([2027, 1]);
    const potential = ex.given(17760000);
    const price = ex.given(13.8, 1);
    for (const rate of [1.3, 2.6]) {
      ex.given(rate, 1);
      ex.given(rate / 100, 3);
      const lost = ex.result((potential * rate) / 100, 0);
      ex.result(potential - lost, 0);
      ex.result(lost * price, 0);
    }
  },
);

export const curtailmentFitBeforeFip = defineExample(
  'curtailment-fit-before-fip',
  'technology/simulations/curtailment.md',
  (ex) => {
    const fitShare = ex.given(0.6, 1);
    const areaShare = ex.given(0.3, 2);
    ex.result(Math.min(1, areaShare / fitShare), 2);
    const other = Math.max(0, (areaShare - fitShare) / (1 - fitShare));
    if (other !== 0) throw new Error('the example expects FIP plants to stay uncurtailed');
    ex.result(other, 0);
  },
);
