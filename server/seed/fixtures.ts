/**
 * Stock shapes the browser tests rely on, made certain rather than left to the random draw: the catalog is
 * generated with a fixed seed, but a change to the generator could quietly remove every product of a shape a
 * test needs. Each fixture sets the stock of every variant of one product (by its position in the generated
 * list) before the product's totals are computed, so the shown variant, stock and sold-out tags agree with it.
 * The tests look these shapes up through the API and fail (never skip) when one is missing.
 */
export type StockFixture = {
  /** Position of the product in the generated list (never a sold-out one: i % 17 === 16). */
  index: number;
  /** Stock of the variant at this position among the product's variants. */
  quantity: (position: number) => number;
  /** Who relies on it. */
  usedBy: string;
};

export const STOCK_FIXTURES: readonly StockFixture[] = [
  {
    index: 1,
    quantity: () => 12,
    usedBy: 'tests/e2e/shopper.spec.ts: the stepper stops at 5 before the stock (every variant 6 or more)',
  },
  {
    index: 2,
    quantity: (position) => 3 - (position % 3),
    usedBy: "tests/e2e/shopper.spec.ts: a visitor's bag line stops at the stock before 5 (every variant 1 to 4)",
  },
];

/** Applies the fixture for the product at `index`, if there is one, to its variants (in place). */
export function applyStockFixture(index: number, variants: { quantity: number }[]): void {
  const fixture = STOCK_FIXTURES.find((f) => f.index === index);
  if (!fixture) return;
  variants.forEach((variant, position) => {
    variant.quantity = fixture.quantity(position);
  });
}
