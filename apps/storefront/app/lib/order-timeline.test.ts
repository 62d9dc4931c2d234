import { describe, expect, it } from 'vitest';
import { formatOrderDate, timelineSteps } from './order-timeline.ts';

const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('timelineSteps', () => {
  it('lists the four milestones, done up to the last one reached', () => {
    const steps = timelineSteps('picked', [
      { type: 'placed', at: at(0), data: {} },
      { type: 'picked', at: at(5), data: {} },
    ]);
    expect(steps.map((step) => [step.type, step.done, step.at])).toEqual([
      ['placed', true, at(0)],
      ['picked', true, at(5)],
      ['shipped', false, null],
      ['delivered', false, null],
    ]);
  });

  it('counts a step skipped by a later one as done, and adds each return label', () => {
    const steps = timelineSteps('shipped', [
      { type: 'placed', at: at(0), data: {} },
      { type: 'shipped', at: at(9), data: { tracking: 'TRK1' } },
      { type: 'return_label_created', at: at(12), data: { reference: 'RMA-1' } },
    ]);
    expect(steps.map((step) => [step.type, step.done])).toEqual([
      ['placed', true],
      ['picked', true],
      ['shipped', true],
      ['delivered', false],
      ['return_label_created', true],
    ]);
  });

  it('shows what happened to a cancelled order instead of the milestones', () => {
    const steps = timelineSteps('cancelled', [
      { type: 'placed', at: at(0), data: {} },
      { type: 'cancelled', at: at(3), data: { reason: 'cancelled by the shopper' } },
    ]);
    expect(steps.map((step) => step.type)).toEqual(['placed', 'cancelled']);
  });
});

describe('formatOrderDate', () => {
  it('formats in UTC in the shopper language, the same on the server and in the browser', () => {
    expect(formatOrderDate('2026-03-01T23:30:00.000Z', 'en-us')).toBe('March 1, 2026');
    expect(formatOrderDate('2026-03-01T23:30:00.000Z', 'de-de')).toBe('1. März 2026');
  });
});
