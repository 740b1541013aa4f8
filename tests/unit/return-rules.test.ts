import { describe, expect, it } from 'vitest';
import { exchangeChoices, preselectedOption, returnOptionsFor } from '../../src/lib/rules/exchange.ts';
import { admitPictures, pictureProblem, PICTURE_MESSAGES, uploadLimitMessage } from '../../src/lib/rules/pictures.ts';
import { returnReasonReady, RETURN_REASONS } from '../../src/lib/rules/orders.ts';
import { ApiError, failureText } from '../../src/lib/api/client.ts';

describe('return options by reason (stores-and-social §4)', () => {
  it('offers an exchange of size or colour only for those reasons, refund always', () => {
    expect(returnOptionsFor('wrong size')).toEqual(['exchange-size', 'refund']);
    expect(returnOptionsFor('wrong color')).toEqual(['exchange-color', 'refund']);
    for (const reason of [
      "Item doesn't match the description",
      'Received the wrong item',
      'Item damaged or defective',
      'other',
    ]) {
      expect(returnOptionsFor(reason)).toEqual(['refund']);
    }
  });

  it('preselects refund when it is the only option, and nothing for the exchange reasons', () => {
    expect(preselectedOption('Received the wrong item')).toBe('refund');
    expect(preselectedOption('wrong size')).toBeNull();
    expect(preselectedOption('wrong color')).toBeNull();
  });

  it('has the six reasons, and Next needs text only for "other"', () => {
    expect(RETURN_REASONS).toHaveLength(6);
    expect(returnReasonReady(null, '')).toBe(false);
    expect(returnReasonReady('wrong size', '')).toBe(true);
    expect(returnReasonReady('other', '   ')).toBe(false);
    expect(returnReasonReady('other', 'Stitching came apart')).toBe(true);
  });
});

describe('exchange choices', () => {
  const from = { variantId: 'black-m', color: 'Black', size: 'M', quantity: 2, price: 999 };
  const candidates = [
    { variantId: 'black-m', color: 'Black', size: 'M', stock: 9, price: 999 },
    { variantId: 'black-xl', color: 'Black', size: 'XL', stock: 4, price: 999 },
    { variantId: 'black-s', color: 'black ', size: 'S', stock: 2, price: 899 },
    { variantId: 'black-l', color: 'Black', size: 'L', stock: 1, price: 999 },
    { variantId: 'black-xxl', color: 'Black', size: 'XXL', stock: 6, price: 1099 },
    { variantId: 'red-m', color: 'Red', size: 'M', stock: 3, price: 999 },
    { variantId: 'blue-m', color: 'Blue', size: 'M', stock: 0, price: 999 },
    { variantId: 'beige-m', color: 'Beige', size: 'M', stock: 5, price: 950 },
    { variantId: 'green-m', color: 'Green', size: 'M', stock: 5, price: 1000 },
    { variantId: 'red-l', color: 'Red', size: 'L', stock: 8, price: 999 },
  ];

  it('another size of the same colour with stock for the whole line, at most the price paid, in size order', () => {
    expect(exchangeChoices(candidates, from, 'size').map((c) => c.variantId)).toEqual(['black-s', 'black-xl']);
  });

  it('another colour in the same size with stock, at most the price paid, A-Z', () => {
    expect(exchangeChoices(candidates, from, 'color').map((c) => c.variantId)).toEqual(['beige-m', 'red-m']);
  });

  it('nothing when the product has no other variant', () => {
    expect(exchangeChoices([], from, 'size')).toEqual([]);
  });
});

describe('return pictures', () => {
  const MB = 1024 * 1024;
  it('takes images up to 5 MB only', () => {
    expect(pictureProblem({ type: 'image/jpeg', size: 5 * MB })).toBeNull();
    expect(pictureProblem({ type: 'image/jpeg', size: 5 * MB + 1 })).toBe('Pictures can be at most 5 MB.');
    expect(pictureProblem({ type: 'application/pdf', size: 100 })).toBe(PICTURE_MESSAGES.notImage);
    expect(pictureProblem({ type: 'image/svg+xml', size: 100 })).toBe(PICTURE_MESSAGES.notImage);
  });

  it('admits what fits, at most 6 in all, and names the first problem', () => {
    const png = { type: 'image/png', size: 1000 };
    const { admitted, problem } = admitPictures([png, { type: 'text/plain', size: 10 }, png, png], 4);
    expect(admitted).toHaveLength(2);
    expect(problem).toBe(PICTURE_MESSAGES.notImage);
    expect(admitPictures([png], 6)).toEqual({ admitted: [], problem: 'You can add up to 6 pictures.' });
  });
});

describe('failureText', () => {
  it('adds the server reason to a refusal, and the first field message to a 400', () => {
    expect(failureText(new ApiError('returnOrder', 409, 'The 2-day return window for this order has closed'))).toBe(
      'Failed to submit your return. The 2-day return window for this order has closed.',
    );
    expect(
      failureText(new ApiError('returnOrder', 400, 'Invalid input', { imageUrls: ['Add at least one picture'] })),
    ).toBe('Failed to submit your return. Add at least one picture.');
    expect(failureText(new ApiError('returnOrder', 500, 'boom'))).toBe('Failed to submit your return.');
    expect(
      failureText(
        new ApiError(
          'uploadImage',
          429,
          'You have uploaded 20 pictures in the last 10 minutes. Try again in 7 minutes.',
        ),
      ),
    ).toBe(
      'Failed to upload your picture. You have uploaded 20 pictures in the last 10 minutes. Try again in 7 minutes.',
    );
  });
});

describe('upload limits', () => {
  it('says which limit was reached and when to try again, rounded up', () => {
    expect(uploadLimitMessage('rate', 1)).toBe(
      'You have uploaded 20 pictures in the last 10 minutes. Try again in 1 minute.',
    );
    expect(uploadLimitMessage('rate', 61)).toBe(
      'You have uploaded 20 pictures in the last 10 minutes. Try again in 2 minutes.',
    );
    expect(uploadLimitMessage('rate', 600)).toBe(
      'You have uploaded 20 pictures in the last 10 minutes. Try again in 10 minutes.',
    );
    expect(uploadLimitMessage('bytes', 3540)).toBe(
      "You have reached today's upload limit of 100 MB. Try again in 59 minutes.",
    );
    expect(uploadLimitMessage('bytes', 3601)).toBe(
      "You have reached today's upload limit of 100 MB. Try again in 2 hours.",
    );
    expect(uploadLimitMessage('bytes', 86_400)).toBe(
      "You have reached today's upload limit of 100 MB. Try again in 24 hours.",
    );
  });
});
