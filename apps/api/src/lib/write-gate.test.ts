import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { AppError } from './errors';
import { createWriteGate } from './write-gate';

/** A write that runs until `finish` is called, recording when it starts. */
function controlled(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const write = async () => {
    log.push(`start ${name}`);
    await done;
    log.push(`end ${name}`);
    return name;
  };
  return { write, finish: () => finish() };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the write gate', () => {
  it('runs the writes of one key one at a time, in the order they came', async () => {
    const gate = createWriteGate({ companySlots: 5 });
    const log: string[] = [];
    const writes = ['a', 'b', 'c'].map((n) => controlled(log, n));
    const answers = writes.map((w) => gate.run(1, 'plan:7', w.write));
    await tick();
    expect(log).toEqual(['start a']);
    expect(gate.state()).toEqual({ '1:plan:7': { running: 1, waiting: 2 }, '1': { running: 1, waiting: 0 } });
    writes[0]!.finish();
    await tick();
    expect(log).toEqual(['start a', 'end a', 'start b']);
    writes[1]!.finish();
    writes[2]!.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c']);
    // Idle queues are removed.
    expect(gate.state()).toEqual({});
  });

  it('runs at most the company’s slots at once; another company is not held up', async () => {
    const gate = createWriteGate({ companySlots: 2 });
    const log: string[] = [];
    const a = ['a1', 'a2', 'a3'].map((n) => controlled(log, n));
    const b = controlled(log, 'b1');
    const answers = [...a.map((w, i) => gate.run(1, `plan:${i}`, w.write)), gate.run(2, undefined, b.write)];
    await tick();
    expect([...log].sort()).toEqual(['start a1', 'start a2', 'start b1']);
    a[0]!.finish();
    await tick();
    expect(log).toContain('start a3');
    for (const w of [...a, b]) w.finish();
    await Promise.all(answers);
    expect(gate.state()).toEqual({});
  });

  it('answers 409 PLAN_BUSY to a write that waited too long for its key, and runs nothing of it', async () => {
    const gate = createWriteGate({ serialWaitMs: 20 });
    const log: string[] = [];
    const first = controlled(log, 'first');
    const running = gate.run(1, 'plan:7', first.write);
    const late = gate.run(1, 'plan:7', async () => log.push('late ran'));
    await expect(late).rejects.toBeInstanceOf(AppError);
    await expect(late).rejects.toMatchObject({
      statusCode: 409,
      code: 'PLAN_BUSY',
      message: MSG.planBusy,
      headers: { 'retry-after': '1' },
    });
    expect(gate.state()['1:plan:7']).toEqual({ running: 1, waiting: 0 });
    first.finish();
    await running;
    expect(log).toEqual(['start first', 'end first']);
    expect(gate.state()).toEqual({});
  });

  it('gives the slot back when a write fails', async () => {
    const gate = createWriteGate({ companySlots: 1 });
    await expect(
      gate.run(1, 'plan:7', async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(gate.state()).toEqual({});
    expect(await gate.run(1, 'plan:7', async () => 'next')).toBe('next');
  });
});
