/** fip.md: ast-001's November 2026 premium, eligible energy, revenue, and the value of shifting output. */
import {defineExample} from './example';

export const fipNovember2026 = defineExample(
  'fip-november-2026',
  'technology/simulations/fip.md',
  (ex) => {
    ex.givens([0, 2026, 2025, 11, 1, 3, 8, 21, 22, 23, 6, 38, 28, 2, 2035, 10]);
    const base = ex.given(9.5, 2);
    const previousFy = ex.given(8.6, 2);
    const month = ex.given(7.9, 2);
    const sameMonth = ex.given(8.3, 2);
    const wholesale = ex.result(previousFy + (month - sameMonth), 2);
    const nonFossil = ex.given(0.4, 2);
    ex.givens([0.9, 1.0, 0.95], 2);
    const balancing = ex.result(0.9 + 1.0, 2);
    const reference = ex.result(wholesale + nonFossil - balancing, 2);
    const premium = ex.result(Math.max(0, base - reference), 2);

    const energy = ex.given(186400);
    const floorEnergy = ex.given(18200);
    ex.given(5090.0, 1);
    const eligible = ex.result(energy - floorEnergy, 0);
    const areaShare = ex.given(8.0, 1);
    ex.given(0.08, 3);
    ex.given(0.92, 2);
    const uplift = 1 / (1 - areaShare / 100);
    ex.result(uplift, 5);
    const raised = premium * uplift;
    ex.result(raised, 4);
    const premiumRevenue = ex.result(premium * eligible * uplift, 0);
    const otherPrice = ex.given(8.15, 2);
    const market = ex.result(eligible * otherPrice, 0);
    const floorMarket = ex.result(floorEnergy * 0.01, 0);
    ex.given(0.01, 2);
    ex.given(0.5, 2);
    const imbalance = ex.result(0.5 * energy, 0);
    const revenue = ex.result(market + floorMarket + premium * eligible * uplift - imbalance, 0);
    void premiumRevenue;
    ex.result(revenue / energy, 2);
    ex.result((floorEnergy / energy) * 100, 2);
    const noRule = ex.result(premium * energy, 0);
    ex.result(noRule - premium * eligible * uplift, 0);
    const averagePlant = ex.result(0.92 * energy, 0);
    ex.result(premium * uplift * averagePlant, 0);

    // Shifting output out of the floor slots.
    ex.result(otherPrice - 0.01, 2);
    ex.result(otherPrice - 0.01 + raised, 2);
    ex.given(85);
    ex.given(1000);
    const delivered = ex.result(1000 * 0.85, 0);
    ex.result(delivered * (otherPrice + raised) - 1000 * 0.01, 0);

    // Other assets.
    ex.given(36.0, 2);
    ex.given(9.2, 2);
    const balancing2 = ex.result(0.95 + 1.0, 2);
    const reference2 = ex.result(wholesale + nonFossil - balancing2, 2);
    ex.result(36.0 - reference2, 2);
  },
);

/**
 * fip.md, what the model leaves out: the non-fossil certificates a FIP plant keeps and sells
 * (as non-FIT certificates) are not credited; their size for ast-001's November 2026 at the
 * scenario's non-fossil value and at the FY2025 first auction price of renewable-designated
 * non-FIT certificates.
 */
export const fipCertificates = defineExample(
  'fip-certificates',
  'technology/simulations/fip.md',
  (ex) => {
    ex.givens([2026, 11, 2025, 1]);
    const energy = ex.given(186400);
    const revenue = ex.given(1789725);
    for (const price of [0.4, 0.91]) {
      ex.given(price, 2);
      const credit = ex.result(energy * price, 0);
      ex.result((credit / revenue) * 100, 1);
    }
  },
);

/**
 * fip.md, balancing cost: the default path of the base amount from year 2 (a Hinata Cloud
 * default, not a published schedule) and how much ast-001's November 2026 premium moves when
 * the yearly step-down is 0.05 JPY/kWh higher or lower.
 */
export const fipBalancingCostPath = defineExample(
  'fip-balancing-cost-path',
  'technology/simulations/fip.md',
  (ex) => {
    ex.givens([2024, 2025, 2026, 2027, 10, 11, 1, 0, 3]);
    const firstYear = ex.given(1.0, 2);
    const stepDown = ex.given(0.05, 2);
    const uplift = ex.given(1.0, 2);
    // ast-001's first fiscal year under FIP is FY2024; the uplift runs in FY2025 and FY2026.
    const base = (step: number, yearsIn: number) => Math.max(0, firstYear - step * yearsIn);
    ex.result(base(stepDown, 0), 2);
    ex.result(base(stepDown, 1), 2);
    ex.result(base(stepDown, 1) + uplift, 2);
    ex.result(base(stepDown, 2), 2);
    const defaultBalancing = ex.result(base(stepDown, 2) + uplift, 2);
    ex.result(base(stepDown, 3), 2);

    // The worked example's November 2026 inputs (fip-november-2026): base price minus the
    // reference price, times eligible energy raised by the area's share of floor slots.
    const basePrice = 9.5;
    const wholesalePlusNonFossil = 8.2 + 0.4;
    const eligible = 168200;
    const uplifted = (premium: number) => (premium * eligible) / 0.92;
    const premiumAt = (balancing: number) =>
      Math.max(0, basePrice - (wholesalePlusNonFossil - balancing));
    const defaultPremium = ex.given(premiumAt(defaultBalancing), 2);
    const defaultRevenue = ex.given(Math.round(uplifted(defaultPremium)), 0);
    for (const step of [0, 0.1]) {
      ex.given(step, 2);
      const balancing = ex.result(base(step, 2) + uplift, 2);
      const premium = ex.result(premiumAt(balancing), 2);
      ex.result(uplifted(premium), 0);
    }
    const swing = ex.result(uplifted(0.1), 0);
    ex.result((swing / defaultRevenue) * 100, 1);
  },
);
