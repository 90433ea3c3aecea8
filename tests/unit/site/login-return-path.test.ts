import { describe, expect, it } from 'vitest';
import { isApiKeysReturn, isInstitutionViewReturn, safeReturnPath } from '../../../site/lib/return-path.ts';

describe('safeReturnPath', () => {
  it('accepts a path on this site, keeping its query and anchor', () => {
    expect(safeReturnPath('?next=%2Fapi-docs')).toBe('/api-docs');
    expect(safeReturnPath('?next=/fr/api-docs%3Fq%3Dpay%23keys')).toBe('/fr/api-docs?q=pay#keys');
  });

  it('refuses anything that could leave the site', () => {
    for (const next of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'api-docs',
    ]) {
      expect(safeReturnPath(`?next=${encodeURIComponent(next)}`), next).toBeNull();
    }
    expect(safeReturnPath('')).toBeNull();
  });
});

describe('isApiKeysReturn', () => {
  it('recognises the API reference in both languages', () => {
    expect(isApiKeysReturn('/api-docs')).toBe(true);
    expect(isApiKeysReturn('/fr/api-docs#keys')).toBe(true);
    expect(isApiKeysReturn('/api-docs-old')).toBe(false);
    expect(isApiKeysReturn('/dashboard')).toBe(false);
  });

  it('recognises API management in both languages', () => {
    expect(isApiKeysReturn('/api-management')).toBe(true);
    expect(isApiKeysReturn('/fr/api-management')).toBe(true);
    expect(isApiKeysReturn('/api-managementx')).toBe(false);
  });
});

describe('isInstitutionViewReturn', () => {
  it('recognises an institution’s own view in both languages, not the status or registration pages', () => {
    expect(isInstitutionViewReturn('/institution')).toBe(true);
    expect(isInstitutionViewReturn('/fr/institution?tab=keys')).toBe(true);
    expect(isInstitutionViewReturn('/institution-status')).toBe(false);
    expect(isInstitutionViewReturn('/institution-register')).toBe(false);
  });
});
