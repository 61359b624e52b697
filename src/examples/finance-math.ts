/** Small finance helpers for the worked examples (independent of the product's code). */

export function npv(rate: number, flows: readonly number[]): number {
  return flows.reduce((sum, flow, year) => sum + flow / (1 + rate) ** year, 0);
}

/** The rate where NPV is zero, by bisection between −99% and 1,000%. */
export function irr(flows: readonly number[]): number {
  let lo = -0.99;
  let hi = 10;
  if (npv(lo, flows) * npv(hi, flows) > 0) throw new Error('IRR is not bracketed');
  for (let step = 0; step < 200; step++) {
    const mid = (lo + hi) / 2;
    if (npv(lo, flows) * npv(mid, flows) <= 0) hi = mid;
    else lo = mid;
  }
  return (lo + hi) / 2;
}
