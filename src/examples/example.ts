/**
 * Worked examples of the documentation, computed.
 *
 * Each page marks a worked example or numeric table as a region:
 *
 *   {/* example: forward-curve-may-2027 *\/}
 *   … prose, formulas and tables …
 *   {/* /example *\/}
 *
 * in the Japanese page and in its English twin. An example module computes that example from
 * its inputs and declares every number the region prints, with the decimals it is printed to.
 * `npm run tools -- check:examples` (src/scripts/check-examples.ts) then fails when
 *   - the region prints a number the example does not compute or declare (a typo, a rounding
 *     slip, a value copied from an older version of the example), or
 *   - a result the example computes is missing from the region,
 * in either language. A changed input in one place therefore fails every page that uses it.
 */

export interface ExampleNumbers {
  /** Normalised printed forms the region may contain (no sign, no thousands separators). */
  allowed: Set<string>;
  /** Printed forms the region must contain: the example's results. */
  required: Set<string>;
}

export interface WorkedExample {
  id: string;
  /** The Japanese source page, relative to the repository root. */
  page: string;
  numbers: ExampleNumbers;
}

/** The printed form of a number: fixed decimals, no sign, no thousands separator. */
export function printed(value: number, decimals: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  // Decimal halves (28.05 → 28.1) are often a hair below in binary (28.049999…); a relative
  // nudge of 1e-12 rounds them half up, as a reader rounding by hand does.
  return (Math.abs(value) * (1 + 1e-12)).toFixed(decimals);
}

export class ExampleBuilder {
  readonly numbers: ExampleNumbers = {allowed: new Set(), required: new Set()};

  /** A given number the region may print (an input, a label, a count). Returns it unchanged. */
  given(value: number, decimals = 0): number {
    this.numbers.allowed.add(printed(value, decimals));
    return value;
  }

  /** Several given numbers at once. */
  givens(values: readonly number[], decimals = 0): void {
    for (const value of values) this.given(value, decimals);
  }

  /**
   * A computed result the region must print with exactly these decimals. Returns the value
   * rounded as printed, for examples whose text carries the rounded figure forward.
   */
  result(value: number, decimals: number): number {
    const text = printed(value, decimals);
    this.numbers.allowed.add(text);
    this.numbers.required.add(text);
    return Number(value.toFixed(decimals));
  }

  /** A computed number the region may print, but need not (an intermediate step). */
  step(value: number, decimals: number): number {
    this.numbers.allowed.add(printed(value, decimals));
    return Number(value.toFixed(decimals));
  }
}

export function defineExample(
  id: string,
  page: string,
  compute: (example: ExampleBuilder) => void,
): WorkedExample {
  const builder = new ExampleBuilder();
  compute(builder);
  return {id, page, numbers: builder.numbers};
}
