/**
 * Every screen, in parts: each project sweeps as its own user, scheme and language (staff in light
 * English, a viewer in dark Arabic); the parts spread over the workers.
 */
import { test } from './fixtures.ts';
import { sweep, SWEEP_PARTS } from './sweep/sweep.ts';

for (let part = 0; part < SWEEP_PARTS; part++) {
  test(`sweep: every screen (part ${part + 1}/${SWEEP_PARTS})`, ({ e2e, sweepKind }) => sweep(e2e, { kind: sweepKind, part, parts: SWEEP_PARTS }));
}
