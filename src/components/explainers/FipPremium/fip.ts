/**
 * Monthly FIP revenue of one solar plant, following the domain brief (§2.4):
 *   premium PR = max(0, base price BP − reference price RP)   (Japan's FIP pays no negative premium)
 *   RP = wholesale reference WR + non-fossil value NF − balancing cost BC
 *   WR = previous FY annual average + (this month's average − same month of the previous FY)
 * Output in slots that clear at the 0.01 JPY/kWh floor while the area is curtailed earns no
 * premium. The brief says the month's premium is spread over the other slots instead; how
 * exactly is not published in the brief, so spreading is a toggle (see applyPremiumSpread).
 */

export const SLOTS_PER_DAY = 48;
export const FLOOR_PRICE_JPY_PER_KWH = 0.01;
/** Slots 37–40 (18:00–20:00 JST): where the explainer delivers shifted energy. */
export const EVENING_SLOTS: readonly number[] = [37, 38, 39, 40];

export interface ReferencePriceParts {
  /** p̄ of the previous fiscal year (JPY/kWh). */
  previousFyAverageJpyPerKwh: number;
  /** p̄ of this month (JPY/kWh). */
  monthAverageJpyPerKwh: number;
  /** p̄ of the same month in the previous fiscal year (JPY/kWh). */
  sameMonthPreviousFyAverageJpyPerKwh: number;
  nonFossilValueJpyPerKwh: number;
  balancingCostJpyPerKwh: number;
}

export interface FipMonthInputs {
  basePriceJpyPerKwh: number;
  reference: ReferencePriceParts;
  /** Raise the premium of eligible kWh so the month's total matches an unshifted plant. */
  spreadFloorSlotPremium: boolean;
  monthlyEnergyKwh: number;
  daysInMonth: number;
  /** Days on which the area is curtailed and the floor slots clear at 0.01 JPY/kWh. */
  floorPriceDays: number;
  /** Slot numbers (1–48) at 0.01 JPY/kWh on those days. */
  floorSlots: readonly number[];
  /** Relative output of a typical day, one value per slot (any scale). */
  dailyShape: readonly number[];
  /** Output-weighted average market price outside the floor slots (JPY/kWh). */
  otherSlotPriceJpyPerKwh: number;
  /** Market price at which shifted energy is sold in the evening (JPY/kWh). */
  eveningPriceJpyPerKwh: number;
  /** Share of the floor-slot energy a battery moves to the evening (%). */
  shiftedSharePct: number;
  /** Round-trip efficiency of that battery (%). */
  shiftRoundTripEfficiencyPct: number;
}

export interface FipMonthResult {
  wholesaleReferenceJpyPerKwh: number;
  referencePriceJpyPerKwh: number;
  /** max(0, BP − RP): nothing is paid back when the reference price is above the base price. */
  premiumJpyPerKwh: number;
  /** Premium actually paid per eligible kWh (higher than premiumJpyPerKwh when spread). */
  appliedPremiumJpyPerKwh: number;
  generationKwh: number;
  /** Output that falls into floor slots before any shifting. */
  floorSlotGenerationKwh: number;
  /** Output still sold at 0.01 JPY/kWh after shifting. */
  floorSlotSalesKwh: number;
  shiftedKwh: number;
  deliveredShiftKwh: number;
  batteryLossKwh: number;
  /** Energy that earns the premium. */
  eligibleEnergyKwh: number;
  marketRevenueJpy: number;
  premiumRevenueJpy: number;
  totalRevenueJpy: number;
}

export type FipIssue =
  'price-value' | 'energy' | 'days' | 'floor-days' | 'floor-slots' | 'shift' | 'efficiency';

export function wholesaleReferencePrice(parts: ReferencePriceParts): number {
  return (
    parts.previousFyAverageJpyPerKwh +
    (parts.monthAverageJpyPerKwh - parts.sameMonthPreviousFyAverageJpyPerKwh)
  );
}

export function referencePrice(parts: ReferencePriceParts): number {
  return (
    wholesaleReferencePrice(parts) + parts.nonFossilValueJpyPerKwh - parts.balancingCostJpyPerKwh
  );
}

/**
 * Japan's FIP pays max(0, BP − RP) per kWh for the month: when the reference price is above the
 * base price the premium is zero and the generator pays nothing back (Renewable Energy Act
 * Article 2-5; ANRE's FIP guidance).
 */
export function premiumPerKwh(basePrice: number, reference: number): number {
  return Math.max(0, basePrice - reference);
}

/**
 * Hinata Cloud's assumption for "spread over the other slots": the premium of the floor-slot
 * share of the plant's *unshifted* output goes to its other kWh, so an unshifted plant earns
 * PR × all of its output and every kWh moved out of a floor slot earns the raised premium.
 */
export function applyPremiumSpread(
  premium: number,
  generationKwh: number,
  floorSlotGenerationKwh: number,
): number {
  const otherKwh = generationKwh - floorSlotGenerationKwh;
  return otherKwh > 0 ? (premium * generationKwh) / otherKwh : premium;
}

/** Share of a day's output that falls into the given slots (0–1). */
export function shareInSlots(dailyShape: readonly number[], slots: readonly number[]): number {
  const total = dailyShape.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return 0;
  return slots.reduce((sum, slot) => sum + (dailyShape[slot - 1] ?? 0), 0) / total;
}

/** Slots first, first + 1, … (count slots, never past slot 48). */
export function consecutiveSlots(first: number, count: number): number[] {
  const last = Math.min(SLOTS_PER_DAY, first + count - 1);
  return Array.from({length: Math.max(0, last - first + 1)}, (_, i) => first + i);
}

export function validateFipInputs(inputs: FipMonthInputs): FipIssue[] {
  const issues: FipIssue[] = [];
  const finite = (value: number) => Number.isFinite(value);
  const prices = [
    inputs.basePriceJpyPerKwh,
    inputs.reference.previousFyAverageJpyPerKwh,
    inputs.reference.monthAverageJpyPerKwh,
    inputs.reference.sameMonthPreviousFyAverageJpyPerKwh,
    inputs.reference.nonFossilValueJpyPerKwh,
    inputs.reference.balancingCostJpyPerKwh,
    inputs.otherSlotPriceJpyPerKwh,
    inputs.eveningPriceJpyPerKwh,
  ];
  if (prices.some((price) => !finite(price) || price < 0)) issues.push('price-value');
  if (!finite(inputs.monthlyEnergyKwh) || inputs.monthlyEnergyKwh < 0) issues.push('energy');
  const daysOk =
    Number.isInteger(inputs.daysInMonth) && inputs.daysInMonth >= 28 && inputs.daysInMonth <= 31;
  if (!daysOk) issues.push('days');
  const floorDays = inputs.floorPriceDays;
  if (!Number.isInteger(floorDays) || floorDays < 0 || (daysOk && floorDays > inputs.daysInMonth)) {
    issues.push('floor-days');
  }
  const slotsOk = inputs.floorSlots.every(
    (slot) => Number.isInteger(slot) && slot >= 1 && slot <= SLOTS_PER_DAY,
  );
  if (!slotsOk) issues.push('floor-slots');
  const share = inputs.shiftedSharePct;
  if (!finite(share) || share < 0 || share > 100) issues.push('shift');
  const efficiency = inputs.shiftRoundTripEfficiencyPct;
  if (!finite(efficiency) || efficiency < 50 || efficiency > 100) issues.push('efficiency');
  return issues;
}

export function monthRevenue(inputs: FipMonthInputs): FipMonthResult {
  const wholesale = wholesaleReferencePrice(inputs.reference);
  const reference = referencePrice(inputs.reference);
  const premium = premiumPerKwh(inputs.basePriceJpyPerKwh, reference);

  const generation = inputs.monthlyEnergyKwh;
  const dailyEnergy = generation / inputs.daysInMonth;
  const floorSlotGeneration =
    inputs.floorPriceDays * dailyEnergy * shareInSlots(inputs.dailyShape, inputs.floorSlots);
  const otherGeneration = generation - floorSlotGeneration;

  const shifted = (floorSlotGeneration * inputs.shiftedSharePct) / 100;
  const delivered = (shifted * inputs.shiftRoundTripEfficiencyPct) / 100;
  const floorSlotSales = floorSlotGeneration - shifted;

  const marketRevenue =
    otherGeneration * inputs.otherSlotPriceJpyPerKwh +
    floorSlotSales * FLOOR_PRICE_JPY_PER_KWH +
    delivered * inputs.eveningPriceJpyPerKwh;
  // Floor-slot sales earn no premium; shifted energy is sold in the evening, so it does.
  const eligible = otherGeneration + delivered;
  const applied = inputs.spreadFloorSlotPremium
    ? applyPremiumSpread(premium, generation, floorSlotGeneration)
    : premium;
  const premiumRevenue = applied * eligible;

  return {
    wholesaleReferenceJpyPerKwh: wholesale,
    referencePriceJpyPerKwh: reference,
    premiumJpyPerKwh: premium,
    appliedPremiumJpyPerKwh: applied,
    generationKwh: generation,
    floorSlotGenerationKwh: floorSlotGeneration,
    floorSlotSalesKwh: floorSlotSales,
    shiftedKwh: shifted,
    deliveredShiftKwh: delivered,
    batteryLossKwh: shifted - delivered,
    eligibleEnergyKwh: eligible,
    marketRevenueJpy: marketRevenue,
    premiumRevenueJpy: premiumRevenue,
    totalRevenueJpy: marketRevenue + premiumRevenue,
  };
}

/**
 * Output of a typical clear spring day in Kyushu, relative (peak = 1): a raised sine
 * between sunrise (05:45) and sunset (18:30), averaged over each 30-minute slot.
 */
export function typicalSolarShape(sunriseHour = 5.75, sunsetHour = 18.5): number[] {
  const daylight = sunsetHour - sunriseHour;
  const at = (hour: number) => {
    const phase = (hour - sunriseHour) / daylight;
    return phase <= 0 || phase >= 1 ? 0 : Math.sin(Math.PI * phase) ** 1.3;
  };
  // Average of five points inside the slot, so the slot at sunrise gets its partial share.
  return Array.from({length: SLOTS_PER_DAY}, (_, i) => {
    const samples = [0.05, 0.275, 0.5, 0.725, 0.95].map((f) => at((i + f) * 0.5));
    return samples.reduce((sum, value) => sum + value, 0) / samples.length;
  });
}

/** kWh per slot on one day, for a shape scaled to a daily energy. */
export function dailyProfileKwh(dailyEnergyKwh: number, dailyShape: readonly number[]): number[] {
  const total = dailyShape.reduce((sum, value) => sum + value, 0);
  return dailyShape.map((value) => (total > 0 ? (dailyEnergyKwh * value) / total : 0));
}
