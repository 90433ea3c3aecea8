import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRegistration } from '../../../api/services/identity/registration-rules.ts';
import { pinDigits } from '../../../site/islands/forms/pin.ts';
import {
  EMPTY_REGISTRATION,
  type RegisterValues,
  registrationPayload,
  validateStepOne,
  validateStepTwo,
} from '../../../site/islands/register/validation.ts';

const filled: RegisterValues = {
  ...EMPTY_REGISTRATION,
  firstName: 'Amina',
  lastName: 'Nkono',
  email: 'amina@example.cm',
  password: 'Correct-Horse-42',
  confirmPassword: 'Correct-Horse-42',
  pin: '2468',
  confirmPin: '2468',
  secretWord: 'baobab-kribi',
  confirmSecretWord: 'baobab-kribi',
};

describe('registration wizard rules', () => {
  it('passes a complete form', () => {
    expect(validateStepOne(filled)).toEqual({});
    expect(validateStepTwo(filled)).toEqual({});
  });

  it('names each broken rule of step 1', () => {
    expect(validateStepOne(EMPTY_REGISTRATION)).toEqual({
      firstName: 'register.error.firstNameRequired',
      lastName: 'register.error.lastNameRequired',
      email: 'register.error.emailRequired',
    });
    expect(validateStepOne({ ...filled, email: 'amina@' })).toEqual({ email: 'register.error.emailInvalid' });
    const byPhone = { ...filled, contactMethod: 'phone' as const };
    expect(validateStepOne(byPhone)).toEqual({ phone: 'register.error.phoneRequired' });
    expect(validateStepOne({ ...byPhone, phone: '677123456' })).toEqual({ phone: 'register.error.phoneInvalid' });
    expect(validateStepOne({ ...byPhone, phone: '237 677 123 456' })).toEqual({});
  });

  it('names each broken rule of step 2', () => {
    expect(
      validateStepTwo({
        ...filled,
        password: 'short',
        confirmPassword: 'other',
        pin: '12',
        confirmPin: '21',
        secretWord: 'tiny',
        confirmSecretWord: 'tinier',
      }),
    ).toEqual({
      password: 'register.error.passwordTooShort',
      confirmPassword: 'register.error.passwordsMismatch',
      pin: 'register.error.pinInvalid',
      confirmPin: 'register.error.pinsMismatch',
      secretWord: 'register.error.secretWordTooShort',
      confirmSecretWord: 'register.error.secretWordsMismatch',
    });
  });

  it('sends only the chosen contact method and never the confirmations or the account type', () => {
    expect(registrationPayload({ ...filled, accountType: 'business', phone: '237677123456' })).toEqual({
      firstName: 'Amina',
      lastName: 'Nkono',
      email: 'amina@example.cm',
      password: 'Correct-Horse-42',
      pin: '2468',
      secretWord: 'baobab-kribi',
    });
    const byPhone = registrationPayload({ ...filled, contactMethod: 'phone', phone: ' 237 677 123 456 ' });
    expect(byPhone).toMatchObject({ phone: '237677123456' });
    expect(byPhone).not.toHaveProperty('email');
  });

  it('keeps PIN inputs to six digits', () => {
    expect(pinDigits('12a-3 4567')).toBe('123456');
    expect(pinDigits('abc')).toBe('');
  });
});

describe('the form and the server agree', () => {
  const serverAccepts = (field: 'email' | 'phone', value: string) => {
    const result = checkRegistration({
      firstName: 'A',
      lastName: 'B',
      [field]: value,
      password: 'Correct-Horse-42',
      pin: '2468',
      secretWord: 'baobab-kribi',
    });
    return result.ok;
  };

  it('on which emails are valid', () => {
    const emailish = fc.oneof(
      fc.emailAddress(),
      fc.string(),
      fc.tuple(fc.string(), fc.constantFrom('@', '@x.', '.cm', '@a.b', '..')).map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(emailish, (email) => {
        const formAccepts = !validateStepOne({ ...filled, email }).email;
        expect(formAccepts).toBe(serverAccepts('email', email));
      }),
      { numRuns: 500 },
    );
  });

  it('on which phone numbers are valid', () => {
    const phoneish = fc.oneof(fc.stringMatching(/^237\d{9}$/), fc.stringMatching(/^[ 0-9+]{0,16}$/), fc.string());
    fc.assert(
      fc.property(phoneish, (phone) => {
        const formAccepts = !validateStepOne({ ...filled, contactMethod: 'phone', phone }).phone;
        expect(formAccepts).toBe(serverAccepts('phone', phone));
      }),
      { numRuns: 500 },
    );
  });
});
