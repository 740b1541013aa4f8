import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REFUND_TIME,
  cancelRefundText,
  paidAfterCancelMessage,
  returnRefundPlan,
} from '../../src/lib/rules/refunds.ts';
import { fillHtml, fillText } from '../../src/lib/content-placeholders.ts';

const root = join(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|astro|md|mdx)$/.test(name) ? [path] : [];
  });
}

describe('one refund time, in the spec’s words', () => {
  it('is "in 2-4 working days" (stores-and-social §9: "refund in 2-4 working days")', () => {
    expect(REFUND_TIME).toBe('in 2-4 working days');
  });

  it('every message of the refund rule says it that way', () => {
    expect(paidAfterCancelMessage(124_950)).toBe(
      'This order was cancelled before your payment arrived. ₹1,249.50 is on its way back to your payment method in 2-4 working days.',
    );
    expect(
      cancelRefundText(
        { orderType: 'Prepaid', paymentStatus: 'paid', walletUsedPaise: 0, totalPaise: 69_900 },
        'Vastra Money',
      ),
    ).toBe('₹699.00 goes back to your original payment mode in 2-4 working days.');
    expect(
      returnRefundPlan(
        { orderType: 'Prepaid', paymentStatus: 'paid', walletUsedPaise: 0, totalPaise: 59_900 },
        'Vastra Money',
      ),
    ).toContain('reaching a card or UPI account in 2-4 working days');
  });

  it('legal pages write {refundTime} and get the same words', () => {
    expect(fillText('Refunds reach you {refundTime}.')).toBe('Refunds reach you in 2-4 working days.');
    expect(fillHtml('<p>{refundTime}</p>')).toBe('<p>in 2-4 working days</p>');
  });

  it('no screen, message or page writes a refund time of its own', () => {
    const own = filesUnder(join(root, 'src'))
      .concat(filesUnder(join(root, 'server')))
      .filter((path) => !path.endsWith(join('src', 'lib', 'rules', 'refunds.ts')))
      .filter((path) => !path.includes(join('src', 'contract')))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .filter((line) => /\d\s*(working|business) days/i.test(line) && /refund/i.test(line))
          .map((line) => `${path.slice(root.length + 1)}: ${line.trim()}`),
      );
    expect(own).toEqual([]);
  });
});
