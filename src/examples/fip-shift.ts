/** The FIP shift release note: a DC-coupled hybrid charging from energy the inverter would clip. */
import {defineExample} from './example';

export const fipShiftClippedCharging = defineExample(
  'fip-shift-clipped-charging',
  'blog/2025-11-11-fip-shift.md',
  (ex) => {
    const inverterKw = ex.given(36000);
    const perSlot = ex.result(inverterKw * 0.5, 0);
    ex.given(1);
    const inverterEfficiency = ex.given(0.98, 2);
    const dcPerSlot = ex.given(20400);
    const passable = perSlot / inverterEfficiency;
    ex.result(passable, 1);
    const clipped = dcPerSlot - passable;
    ex.result(clipped, 1);
    const chargeEfficiency = ex.given(0.922, 3);
    ex.result(clipped * chargeEfficiency, 1);
  },
);
