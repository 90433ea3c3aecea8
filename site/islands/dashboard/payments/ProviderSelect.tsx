import type { SelectHTMLAttributes } from 'react';
import type { ProviderOption } from './payments-api.ts';

interface ProviderSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: ProviderOption[] | undefined;
  placeholder: string;
  loadingLabel: string;
}

/**
 * A select over a providers list, disabled with a loading label until the list arrives. GIMAC
 * lists span six countries (one operator name can appear twice), so the country is shown.
 */
export function ProviderSelect({ options, placeholder, loadingLabel, ...props }: ProviderSelectProps) {
  return (
    <select className="select" {...props} disabled={props.disabled || !options}>
      <option value="">{options ? placeholder : loadingLabel}</option>
      {options?.map((option) => (
        <option key={option.code} value={option.code}>
          {option.country ? `${option.name} (${option.country})` : option.name}
        </option>
      ))}
    </select>
  );
}
