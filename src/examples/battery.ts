/** battery.md: capacity factor of ast-004 at one cycle a day. */
import {defineExample} from './example';

export const batteryCapacityFactor = defineExample(
  'battery-capacity-factor',
  'technology/simulations/battery.md',
  (ex) => {
    ex.givens([8760, 8784, 2, 29, 100, 5, 95, 1]);
    const power = ex.given(1990);
    const energy = ex.given(7960);
    const window = ex.given(0.9, 2);
    const eta = Math.sqrt(0.85);
    ex.given(eta, 6);
    const days = ex.given(365);
    const withdrawn = ex.result(energy * window, 0);
    const delivered = withdrawn * eta;
    ex.result(delivered, 2);
    const annual = days * delivered;
    ex.result(annual, 0);
    const hours = ex.result(power * 8760, 0);
    ex.result((annual / hours) * 100, 2);
  },
);
