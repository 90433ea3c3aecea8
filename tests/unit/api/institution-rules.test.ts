import { describe, expect, it } from 'vitest';
import { extensionOf } from '../../../api/services/institutions/document-rules.ts';
import { newInstitutionCode, normaliseInstitutionCode } from '../../../api/services/institutions/institution-code.ts';
import { doualaMonth, nextDoualaMonthStart } from '../../../api/services/institutions/monthly-quota.ts';
import { currentYear } from '../../../api/services/institutions/registration-input.ts';
import { cleanFileName } from '../../../api/services/institutions/upload-document.ts';
import { institutionPhone } from '../../../domain/institution-contact.ts';

describe('institution codes', () => {
  it('are INST- and two groups of four Crockford base32 characters, and do not repeat', () => {
    const codes = Array.from({ length: 2000 }, newInstitutionCode);
    for (const code of codes) expect(code).toMatch(/^INST-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('are looked up trimmed and in any case', () => {
    expect(normaliseInstitutionCode('  inst-7kq2-m9xd \n')).toBe('INST-7KQ2-M9XD');
  });
});

describe('institution contact phones', () => {
  it.each([
    ['237233421500', '237233421500'],
    ['+237 6 70 00 00 00', '237670000000'],
    ['00237 699 12 34 56', '237699123456'],
    ['+241 01 12 34 56 7', '241011234567'],
    ['242 06 123 4567', '242061234567'],
  ])('takes %s as %s', (raw, stored) => expect(institutionPhone(raw)).toBe(stored));

  it.each(['23767000000', '2376700000001', '237123456789', '+33 1 23 45 67 89', '237abc', '', '12'])(
    'refuses %s',
    (raw) => expect(institutionPhone(raw)).toBeNull(),
  );
});

describe('Douala months', () => {
  it('start at midnight Douala time (23:00 UTC the day before)', () => {
    expect(doualaMonth(Date.parse('2026-11-30T22:59:59Z'))).toBe('2026-11-01');
    expect(doualaMonth(Date.parse('2026-11-30T23:00:00Z'))).toBe('2026-12-01');
    expect(nextDoualaMonthStart(Date.parse('2026-11-15T12:00:00Z')).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(nextDoualaMonthStart(Date.parse('2026-12-31T12:00:00Z')).toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('give the established year its upper bound', () => {
    expect(currentYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
  });
});

describe('uploaded file names', () => {
  it('keep only the last path segment, without control characters', () => {
    expect(cleanFileName('C:\\Users\\amina\\licence.pdf')).toBe('licence.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('lic\u0000ence\u0007.pdf ')).toBe('licence.pdf');
    expect(cleanFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(255);
  });

  it('read the extension in any case, only ours', () => {
    expect(extensionOf('Licence.PDF')).toBe('pdf');
    expect(extensionOf('photo.JPEG')).toBe('jpeg');
    expect(extensionOf('archive.pdf.exe')).toBeNull();
    expect(extensionOf('noextension')).toBeNull();
  });
});
