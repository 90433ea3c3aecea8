import { ANNUAL_REVENUES, currentYear, EMPLOYEE_COUNTS, FIRST_YEAR, INSTITUTION_TYPES } from './registration-form.ts';
import { SelectInput, type StepProps, TextArea, TextInput } from './WizardFields.tsx';

/** Step 1, Basic Information: the institution's identity, then what it may add about itself. */
export function BasicInfoStep(wizard: StepProps) {
  const { t } = wizard;
  const maxYear = currentYear();
  return (
    <>
      <TextInput field="institutionName" wizard={wizard} required autoComplete="organization" />
      <div className="form-row">
        <SelectInput
          field="institutionType"
          wizard={wizard}
          required
          placeholder={t('instReg.field.institutionTypePlaceholder')}
          options={INSTITUTION_TYPES.map((type) => ({ value: type, label: t(`inst.type.${type}`) }))}
        />
        <TextInput
          field="registrationNumber"
          wizard={wizard}
          required
          autoComplete="off"
          hint={t('instReg.field.registrationNumberHint')}
        />
      </div>
      <div className="form-row">
        <TextInput
          field="headquarters"
          wizard={wizard}
          required
          autoComplete="address-level2"
          hint={t('instReg.field.headquartersHint')}
        />
        <TextInput
          field="website"
          wizard={wizard}
          required
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
        />
      </div>
      <fieldset className="fieldset inst-group">
        <legend className="inst-group-legend">{t('instReg.field.optionalGroup')}</legend>
        <TextArea field="description" wizard={wizard} />
        <div className="form-row">
          <TextInput
            field="establishedYear"
            wizard={wizard}
            type="number"
            inputMode="numeric"
            min={FIRST_YEAR}
            max={maxYear}
            step={1}
            hint={t('instReg.field.establishedYearHint', { max: maxYear })}
          />
          <SelectInput
            field="employeeCount"
            wizard={wizard}
            placeholder={t('instReg.field.notSpecified')}
            options={EMPLOYEE_COUNTS.map((count) => ({ value: count, label: t(`instReg.employees.${count}`) }))}
          />
          <SelectInput
            field="annualRevenue"
            wizard={wizard}
            placeholder={t('instReg.field.notSpecified')}
            options={ANNUAL_REVENUES.map((revenue) => ({ value: revenue, label: t(`instReg.revenue.${revenue}`) }))}
          />
        </div>
        <TextInput field="servicesOffered" wizard={wizard} hint={t('instReg.field.servicesOfferedHint')} />
        <TextInput field="targetMarkets" wizard={wizard} hint={t('instReg.field.targetMarketsHint')} />
      </fieldset>
    </>
  );
}
