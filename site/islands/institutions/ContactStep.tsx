import { COUNTRIES } from './registration-form.ts';
import { SelectInput, type StepProps, TextArea, TextInput } from './WizardFields.tsx';

/** Step 2, Contact Details: who we write to, who represents the institution, where it is. */
export function ContactStep(wizard: StepProps) {
  const { t } = wizard;
  return (
    <>
      <div className="form-row">
        <TextInput field="contactEmail" wizard={wizard} required type="email" inputMode="email" autoComplete="email" />
        <TextInput
          field="contactPhone"
          wizard={wizard}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('instReg.field.contactPhoneHint')}
        />
      </div>
      <div className="form-row">
        <TextInput field="legalRepresentative" wizard={wizard} required autoComplete="name" />
        <TextInput
          field="legalRepresentativeTitle"
          wizard={wizard}
          required
          autoComplete="organization-title"
          hint={t('instReg.field.legalRepresentativeTitleHint')}
        />
      </div>
      <TextArea field="address" wizard={wizard} required autoComplete="street-address" />
      <SelectInput
        field="country"
        wizard={wizard}
        required
        options={COUNTRIES.map((country) => ({ value: country, label: t(`instReg.country.${country}`) }))}
      />
    </>
  );
}
