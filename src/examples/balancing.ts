/** balancing-operations pages: bg-001's plan limits and its imbalance review of November 16, 2026. */
import {defineExample} from './example';

export const planValidationBg001 = defineExample(
  'plan-validation-bg-001',
  'docs/balancing-operations/submitting-plans.md',
  (ex) => {
    ex.givens([48, 0, 25, 50]);
    const capacityKw = ex.given(6229);
    const slotHours = ex.given(0.5, 1);
    const slotMax = ex.result(capacityKw * slotHours, 1);
    ex.result(Math.floor(slotMax), 0);
    const warningShare = ex.given(20);
    ex.result((slotMax * warningShare) / 100, 0);
    const p50 = ex.given(1466.2, 1);
    const override = ex.given(2100);
    ex.result(override - p50, 1);
    const tooHigh = ex.given(3200);
    if (tooHigh <= Math.floor(slotMax)) throw new Error('3,200 kWh should exceed the slot maximum');
  },
);

export const imbalanceReviewBg001 = defineExample(
  'imbalance-review-bg-001',
  'docs/balancing-operations/introduction.md',
  (ex) => {
    ex.givens([2026, 11, 16, 25, 36, 12, 30, 17]);
    for (const slot of [
      {plan: 1452, actual: 1378.6, price: 11.8},
      {plan: 999, actual: 1012.5, price: 13.2},
    ]) {
      ex.given(slot.plan);
      ex.given(slot.actual, 1);
      ex.given(slot.price, 2);
      const imbalance = ex.result(slot.plan - slot.actual, 1);
      ex.result(imbalance * slot.price, 2);
    }
  },
);
