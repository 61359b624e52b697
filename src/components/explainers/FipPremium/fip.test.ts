import {describe, it} from 'node:test';
import assert from 'node:assert/strict';

import {
  type FipMonthInputs,
  applyPremiumSpread,
  consecutiveSlots,
  monthRevenue,
  premiumPerKwh,
  referencePrice,
  shareInSlots,
  typicalSolarShape,
  validateFipInputs,
  wholesaleReferencePrice,
} from './fip';

function assertClose(actual: number, expected: number, message?: string): void {
  assert.ok(
    Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected)),
    `${message ?? 'value'}: expected ${expected}, got ${actual}`,
  );
}

/** Output only in slots 19–30 (09:00–15:00), equal in each: 1/12 of the day per slot. */
const BOX_SHAPE = Array.from({length: 48}, (_, i) => (i + 1 >= 19 && i + 1 <= 30 ? 1 : 0));

/**
 * 30,000 kWh in a 30-day month = 1,000 kWh a day. On 15 days slots 23–26 (4 of the 12
 * producing slots) clear at 0.01 JPY/kWh: 15 × 1,000 × 4/12 = 5,000 kWh in floor slots,
 * 25,000 kWh elsewhere.
 * WR = 9 + (7 − 8) = 8; RP = 8 + 1 − 1 = 8; PR = 10 − 8 = 2 JPY/kWh.
 */
const MONTH: FipMonthInputs = {
  basePriceJpyPerKwh: 10,
  reference: {
    previousFyAverageJpyPerKwh: 9,
    monthAverageJpyPerKwh: 7,
    sameMonthPreviousFyAverageJpyPerKwh: 8,
    nonFossilValueJpyPerKwh: 1,
    balancingCostJpyPerKwh: 1,
  },
  spreadFloorSlotPremium: false,
  monthlyEnergyKwh: 30000,
  daysInMonth: 30,
  floorPriceDays: 15,
  floorSlots: [23, 24, 25, 26],
  dailyShape: BOX_SHAPE,
  otherSlotPriceJpyPerKwh: 8,
  eveningPriceJpyPerKwh: 20,
  shiftedSharePct: 0,
  shiftRoundTripEfficiencyPct: 80,
};

describe('reference price and premium', () => {
  it('builds the reference price from its parts', () => {
    assertClose(wholesaleReferencePrice(MONTH.reference), 8, 'wholesale reference');
    assertClose(referencePrice(MONTH.reference), 8, 'reference price');
    // A higher balancing-cost allowance lowers the reference price and raises the premium.
    assertClose(
      referencePrice({...MONTH.reference, balancingCostJpyPerKwh: 2}),
      7,
      'reference price',
    );
  });

  it('pays no premium, and takes nothing back, when the reference price is above the base price', () => {
    // BP 9.50, RP 10.20: max(0, 9.50 − 10.20) = 0; BP 9.50, RP 8.10: 1.40.
    assert.equal(premiumPerKwh(9.5, 10.2), 0);
    assertClose(premiumPerKwh(9.5, 8.1), 1.4, 'positive premium');
    const month = monthRevenue({...MONTH, basePriceJpyPerKwh: 7.5});
    assert.equal(month.premiumJpyPerKwh, 0);
    assert.equal(month.premiumRevenueJpy, 0);
  });
});

describe('monthRevenue', () => {
  it('pays no premium for output in 0.01 JPY/kWh slots and splits the revenue', () => {
    const month = monthRevenue(MONTH);
    assertClose(month.floorSlotGenerationKwh, 5000, 'floor-slot output');
    assertClose(month.eligibleEnergyKwh, 25000, 'eligible energy');
    // Market: 25,000 × 8 + 5,000 × 0.01 = 200,000 + 50 = 200,050 JPY.
    assertClose(month.marketRevenueJpy, 200050, 'market revenue');
    // Premium: 2 × 25,000 = 50,000 JPY; total 250,050 JPY.
    assertClose(month.premiumRevenueJpy, 50000, 'premium revenue');
    assertClose(month.totalRevenueJpy, month.marketRevenueJpy + month.premiumRevenueJpy, 'split');
    assertClose(month.totalRevenueJpy, 250050, 'total revenue');
  });

  it('pays premium on every kWh when no slot clears at the floor', () => {
    const month = monthRevenue({...MONTH, floorPriceDays: 0});
    assertClose(month.eligibleEnergyKwh, 30000, 'eligible energy');
    assertClose(month.premiumRevenueJpy, 60000, 'premium revenue');
  });

  it('spreads the floor-slot premium over the other slots when asked to', () => {
    // 2 × 30,000 / 25,000 = 2.40 JPY/kWh on 25,000 kWh = 60,000 JPY, as without floor slots.
    const month = monthRevenue({...MONTH, spreadFloorSlotPremium: true});
    assertClose(month.appliedPremiumJpyPerKwh, 2.4, 'applied premium');
    assertClose(month.premiumRevenueJpy, 60000, 'premium revenue');
    assertClose(applyPremiumSpread(2, 100, 100), 2, 'nothing to spread over');
  });

  it('rewards moving output out of floor slots into the evening', () => {
    // 50% of 5,000 kWh = 2,500 kWh moved; 80% round trip delivers 2,000 kWh at 20 JPY/kWh.
    // Market: 25,000 × 8 + 2,500 × 0.01 + 2,000 × 20 = 200,000 + 25 + 40,000 = 240,025 JPY.
    // Eligible: 25,000 + 2,000 = 27,000 kWh → premium 2 × 27,000 = 54,000 JPY.
    const shifted = monthRevenue({...MONTH, shiftedSharePct: 50});
    assertClose(shifted.shiftedKwh, 2500, 'shifted');
    assertClose(shifted.deliveredShiftKwh, 2000, 'delivered');
    assertClose(shifted.batteryLossKwh, 500, 'battery loss');
    assertClose(shifted.floorSlotSalesKwh, 2500, 'still sold at the floor');
    assertClose(shifted.marketRevenueJpy, 240025, 'market revenue');
    assertClose(shifted.eligibleEnergyKwh, 27000, 'eligible energy');
    assertClose(shifted.premiumRevenueJpy, 54000, 'premium revenue');
    assertClose(shifted.totalRevenueJpy, 294025, 'total revenue');
    // With spreading, the delivered kWh earn 2.40: 2.40 × 27,000 = 64,800 JPY.
    const spread = monthRevenue({...MONTH, shiftedSharePct: 50, spreadFloorSlotPremium: true});
    assertClose(spread.premiumRevenueJpy, 64800, 'premium revenue with spreading');
  });

  it('rejects inconsistent inputs', () => {
    assert.deepEqual(validateFipInputs(MONTH), []);
    const issues = validateFipInputs({
      ...MONTH,
      floorPriceDays: 31,
      shiftedSharePct: 120,
      floorSlots: [49],
    });
    assert.deepEqual(issues, ['floor-days', 'floor-slots', 'shift']);
  });
});

describe('profile helpers', () => {
  it('computes the share of output in given slots', () => {
    assertClose(shareInSlots(BOX_SHAPE, [23, 24, 25, 26]), 1 / 3, 'share');
    assert.equal(shareInSlots(BOX_SHAPE, [1, 2]), 0);
  });

  it('lists consecutive slots without running past slot 48', () => {
    assert.deepEqual(consecutiveSlots(19, 3), [19, 20, 21]);
    assert.deepEqual(consecutiveSlots(47, 5), [47, 48]);
    assert.deepEqual(consecutiveSlots(10, 0), []);
  });

  it('gives a daylight-only solar shape peaking around noon', () => {
    const shape = typicalSolarShape();
    assert.equal(shape.length, 48);
    assert.equal(shape[0], 0);
    assert.equal(shape[47], 0);
    const peakSlot = shape.indexOf(Math.max(...shape)) + 1;
    assert.ok(peakSlot >= 24 && peakSlot <= 26, `peak in slot ${peakSlot}`);
  });
});
