export type TestCardBehaviour = 'approve' | 'decline' | 'challenge' | 'fraud';

/** The test gateway's card numbers, like a PSP's test mode. Any other number is refused. */
export const TEST_CARDS: Record<string, { brand: string; behaviour: TestCardBehaviour }> = {
  '4242424242424242': { brand: 'visa', behaviour: 'approve' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'approve' },
  '378282246310005': { brand: 'amex', behaviour: 'approve' },
  '4000000000000002': { brand: 'visa', behaviour: 'decline' },
  '4000000000003220': { brand: 'visa', behaviour: 'challenge' },
  '4100000000000019': { brand: 'visa', behaviour: 'fraud' },
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
