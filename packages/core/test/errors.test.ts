import { describe, expect, test } from 'vitest';
import {
  ActorLimitError,
  BadInputError,
  generic,
  InputError,
  InternalError,
  InvalidArgumentError,
  InvalidSpecError,
  LimitError,
  LoopFailedError,
  NoAnswerError,
  ScriptExhaustedError,
  scripted,
  SnapshotError,
  TurnkeeperError,
  TurnOrderError,
  UnknownHookError,
  UnknownRulesetError,
  type CodeOf,
  type TurnkeeperErrorCode,
} from '../src/index.js';
import { restore } from '@turnkeeper/core';

// A ruleset's own code, added the way a plugin adds one: by declaration merging into the map.
declare module '../src/index.js' {
  interface TurnkeeperErrorCodes {
    EXAMPLE_DEPTH: 'limit';
  }
}

/** Runs `f` and returns what it threw (fails the test if it did not throw). */
function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}

describe('one error design: a class per family, each with a typed code', () => {
  test('bad input is a BadInputError; the field-by-field kind is also an InputError', () => {
    const e = thrown(() => generic.create().add(1, { speed: 0 }));
    expect(e).toBeInstanceOf(InvalidSpecError);
    expect(e).toBeInstanceOf(InputError);
    expect(e).toBeInstanceOf(BadInputError);
    expect(e).toBeInstanceOf(TurnkeeperError);
    expect((e as InvalidSpecError).code).toBe('INVALID_SPEC');
    const arg = new InvalidArgumentError('below(n): n', -2, 'an integer ≥ 0');
    expect(arg).toBeInstanceOf(BadInputError);
    expect(arg).not.toBeInstanceOf(InputError);
    expect(arg.message).toBe('below(n): n: got -2; allowed: an integer ≥ 0');
  });

  test('turn order, limits, snapshots, failed loops, analysis and invariants each have their class', () => {
    const loop = generic.create();
    loop.add('a', { speed: 100 });
    const order = thrown(() => loop.act('a', { kind: 'act' }));
    expect(order).toBeInstanceOf(TurnOrderError);
    expect((order as TurnOrderError).code).toBe('NO_TURN_PENDING');
    const dry = thrown(() => scripted([]).below(6));
    expect(dry).toBeInstanceOf(ScriptExhaustedError);
    expect(dry).toBeInstanceOf(LimitError);
    expect(new ActorLimitError('dcss', 'player', 1)).toBeInstanceOf(LimitError);
    expect(thrown(() => restore(generic, { format: 'nope' }))).toBeInstanceOf(SnapshotError);
    const failed = new LoopFailedError('nethack', new Error('boom'));
    expect([failed.code, failed.cause instanceof Error]).toEqual(['LOOP_FAILED', true]);
    expect(new NoAnswerError('between', 'why').code).toBe('NO_ANSWER');
    const internal = new InternalError('a gap did not close', { tick: 3 });
    expect([internal.code, internal.message, internal.details]).toEqual([
      'INTERNAL',
      'Internal error (a bug, please report it): a gap did not close',
      { tick: 3 },
    ]);
  });

  test('an overflow is a LimitError with code TIME_OVERFLOW naming the counter', () => {
    const e = new LimitError('TIME_OVERFLOW', 'turn: would overflow', { counter: 'turn', limit: 2147483647 });
    expect(e).toBeInstanceOf(TurnkeeperError);
    expect([e.name, e.code, e.message, e.details.counter]).toEqual(['LimitError', 'TIME_OVERFLOW', 'turn: would overflow', 'turn']);
  });

  test('a ruleset raises its own code through the family class, typed', () => {
    const e = new LimitError('EXAMPLE_DEPTH', 'dlev: 128 is past the deepest level, 127', { counter: 'dlev' });
    const code: CodeOf<'limit'> = e.code;
    const any: TurnkeeperErrorCode = code;
    expect([any, e instanceof LimitError]).toEqual(['EXAMPLE_DEPTH', true]);
    // @ts-expect-error: a code of another family is refused by the limit family's class.
    expect(new LimitError('INVALID_SPEC', 'x').code).toBe('INVALID_SPEC');
    // @ts-expect-error: a code nobody declared is refused.
    expect(new TurnOrderError('NOT_A_CODE', 'x').code).toBe('NOT_A_CODE');
  });

  test('the messages that list names keep their wording, "(none)" for an empty list', () => {
    expect(new UnknownRulesetError('angband', []).message).toBe('Unknown ruleset "angband"; registered: (none)');
    expect(new UnknownHookError('dcss', 'x', ['a', 'b']).message).toBe('Unknown hook "x" for ruleset "dcss"; hooks: "a", "b"');
  });
});
