import { describe, expect, it } from 'vitest';
import { chartScale, niceStep } from './chart-scale';

describe('niceStep', () => {
  it('is 1, 2 or 5 times a power of ten, about a fifth of the span', () => {
    expect(niceStep(10)).toBe(2);
    expect(niceStep(23)).toBe(5);
    expect(niceStep(0.7)).toBe(0.2);
    expect(niceStep(1000)).toBe(200);
    expect(niceStep(0)).toBe(1);
  });
});

describe('chartScale', () => {
  it('starts at zero for counts and ends on a whole step above the highest value', () => {
    const scale = chartScale([{ name: 'Received', values: [3, 7, null, 12] }], [], 200);
    expect(scale.ticks).toEqual([0, 5, 10, 15]);
    expect(scale.y(0)).toBe(200);
    expect(scale.y(15)).toBe(0);
  });

  it('reaches below zero for negative values and takes in the reference lines', () => {
    const scale = chartScale(
      [{ name: 'z', values: [-1.2, 0.4, 2.5] }],
      [
        { value: 3, label: 'z = 3' },
        { value: -3, label: 'z = −3' },
      ],
      300,
    );
    expect(scale.ticks[0]).toBeLessThanOrEqual(-3);
    expect(scale.ticks.at(-1)).toBeGreaterThanOrEqual(3);
    expect(scale.y(0)).toBeCloseTo(150);
  });

  it('has a scale when every value is zero or there are none', () => {
    expect(chartScale([{ name: 'none', values: [] }], [], 100).ticks).toEqual([0, 1]);
    expect(chartScale([{ name: 'zeros', values: [0, 0] }], [], 100).y(0)).toBe(100);
  });
});
