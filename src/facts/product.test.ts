import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {invoiceRegistrationNumber} from './product';

const root = join(import.meta.dirname, '../..');

/** The check digit of a 13-digit corporate number (法人番号), from its other 12 digits. */
function corporateNumberCheckDigit(base: string): number {
  const digits = [...base].reverse().map(Number);
  const sum = digits.reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 1 : 2), 0);
  return 9 - (sum % 9);
}

test('the invoice registration number has the NTA form and can be no real company’s', () => {
  assert.match(invoiceRegistrationNumber, /^T\d{13}$/);
  const corporate = invoiceRegistrationNumber.slice(1);
  assert.notEqual(
    Number(corporate[0]),
    corporateNumberCheckDigit(corporate.slice(1)),
    'a valid check digit could make it a real company’s number: change the first digit',
  );
});

test('the pricing page prints the registration number of src/facts/product.ts', () => {
  for (const page of [
    'legal/pricing.md',
    'i18n/en/docusaurus-plugin-content-docs-legal/current/pricing.md',
  ]) {
    const text = readFileSync(join(root, page), 'utf8');
    const printed = text.match(/T\d{13}/g) ?? [];
    assert.deepEqual(printed, [invoiceRegistrationNumber], `${page} must print it once`);
  }
});
