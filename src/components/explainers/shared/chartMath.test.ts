import {describe, it} from 'node:test';
import assert from 'node:assert/strict';

import {boundaryTime, niceScale} from './chartMath';

describe('niceScale', () => {
  it('rounds the limits outwards to round steps', () => {
    assert.deepEqual(niceScale(0, 19.4), {min: 0, max: 20, ticks: [0, 5, 10, 15, 20]});
    assert.deepEqual(niceScale(-1990, 1990), {
      min: -2000,
      max: 2000,
      ticks: [-2000, -1000, 0, 1000, 2000],
    });
  });

  it('keeps an axis for a flat series', () => {
    const scale = niceScale(10, 10);
    assert.ok(scale.min <= 10 && scale.max > 10);
    assert.ok(scale.ticks.length >= 2);
  });
});

describe('boundaryTime', () => {
  it('labels slot boundaries from 00:00 to 24:00', () => {
    assert.equal(boundaryTime(0), '00:00');
    assert.equal(boundaryTime(13), '06:30');
    assert.equal(boundaryTime(48), '24:00');
  });
});
