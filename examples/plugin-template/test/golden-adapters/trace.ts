import { cases, hasSchema, parseGolden, type GoldenAdapter } from '@turnkeeper/core/golden';
import { z } from 'zod';
import { ticktock } from 'turnkeeper-plugin-template';

const SCHEMA = 'ticktock.trace.v1';

/** A trace file: the creatures at the start, and every turn the game handed out, in order. */
const traceFile = z.strictObject({
  schema: z.literal(SCHEMA),
  description: z.string().min(1),
  source: z.string().min(1),
  creatures: cases(z.strictObject({ id: z.string().min(1), delay: z.number().int().min(1), wait: z.number().int().min(0) })),
  turns: cases(z.strictObject({ time: z.number().int().min(0), actor: z.string().min(1) })),
});

/**
 * The golden adapter of `ticktock.trace.v1`: builds the loop from the file's
 * creatures, plays as many turns as the file records, and compares who acted when.
 */
export const traceAdapter: GoldenAdapter = {
  name: SCHEMA,
  matches: (data) => hasSchema(data, SCHEMA),
  replay: (data, path) => {
    const file = parseGolden(traceFile, data, path);
    const loop = ticktock.create();
    for (const c of file.creatures) loop.add(c.id, { kind: 'creature', delay: c.delay, wait: c.wait });
    const actual = file.turns.map(() => {
      const turn = loop.next();
      loop.act(turn.actor, { kind: 'act' });
      return { time: turn.time, actor: String(turn.actor) };
    });
    return { label: 'turns', expected: file.turns, actual };
  },
};
