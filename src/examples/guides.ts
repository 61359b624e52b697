/** scenario-guides.md: the imbalance check against the scenario's allowance (scenario A, step 7). */
import {defineExample} from './example';

export const guideImbalanceCheck = defineExample(
  'guide-imbalance-check',
  'guides/user-guides/scenario-guides.md',
  (ex) => {
    ex.givens([1, 2026, 10, 25, 36]);
    ex.given(0.5, 2);
    // Slot 25 of November 16, 2026: a shortfall settled above the area price costs money.
    const imb25 = ex.given(11.8, 2);
    const spot25 = ex.given(8.42, 2);
    const short25 = ex.given(73.4, 1);
    ex.result(imb25 - spot25, 2);
    ex.result((imb25 - spot25) * short25, 2);
    // Slot 36: a surplus (plan − actual < 0) settled above the area price is a gain.
    const imb36 = ex.given(13.2, 2);
    const spot36 = ex.given(12.9, 2);
    const surplus36 = ex.given(-13.5, 1);
    ex.result((imb36 - spot36) * surplus36, 2);
    // The month: the total of those slot costs over the month's actual energy.
    const monthCost = ex.given(61750);
    const monthEnergy = ex.given(498000);
    ex.result(monthCost / monthEnergy, 2);
  },
);
