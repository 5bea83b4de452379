// The government form's doctor name: a type-ahead list (ARIA combobox) of the department's doctors. The
// list fills as soon as the department's doctors are read; picking a doctor
// hands it to the form, which fills the doctor's address and moves the date to a sitting day.
import { useId, useState, type ChangeEvent, type FocusEvent, type Ref } from 'react';
import type { z } from 'zod';
import type { departmentDoctor } from '../../../shared/contract/government';
import { useTranslation } from '../../lib/i18n';
import { TextField } from '../../ui/form-field';
import { doctorFullName } from '../../lib/booking-text';

export type DepartmentDoctor = z.infer<typeof departmentDoctor>;

interface DoctorPickerProps {
  label: string;
  error: string | undefined;
  /** Null while the list has not filled yet. */
  doctors: DepartmentDoctor[] | null;
  /** What is typed (the form's doctor_name). */
  text: string;
  /** react-hook-form's registration of doctor_name. */
  name: string;
  ref: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur: (event: FocusEvent<HTMLInputElement>) => unknown;
  onPick: (doctor: DepartmentDoctor) => void;
}

export function GovDoctorPicker({
  label,
  error,
  doctors,
  text,
  name,
  ref,
  onChange,
  onBlur,
  onPick,
}: DoctorPickerProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const needle = text.trim().toLowerCase();
  const shown = (doctors ?? []).filter((d) => !needle || doctorFullName(d).toLowerCase().includes(needle));
  const expanded = open && doctors !== null && shown.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (doctor: DepartmentDoctor) => {
    onPick(doctor);
    setOpen(false);
  };

  return (
    <div className="ps-combobox">
      <TextField
        label={label}
        error={error}
        name={name}
        ref={ref}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && shown[active] ? optionId(active) : undefined}
        hint={doctors === null ? t('patientServices.doctorsLoading') : t('patientServices.doctorHint')}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          setOpen(true);
          setActive(0);
          void onChange(event);
        }}
        onBlur={(event) => {
          setOpen(false);
          void onBlur(event);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(i + 1, shown.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (event.key === 'Enter' && expanded && shown[active]) {
            event.preventDefault();
            pick(shown[active]);
          } else if (event.key === 'Escape') setOpen(false);
        }}
      />
      <ul id={listId} role="listbox" aria-label={label} className="ps-options" hidden={!expanded}>
        {shown.map((doctor, index) => (
          <li
            key={doctor.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'ps-option active' : 'ps-option'}
            // Keep the focus in the input so its blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(doctor)}
          >
            <span className="ps-option-name">{t('common.doctorName', { name: doctorFullName(doctor) })}</span>
            <span className="ps-option-detail">{doctor.doctor_detail.address}</span>
          </li>
        ))}
      </ul>
      {open && doctors !== null && shown.length === 0 && needle && (
        <p className="field-hint" role="status">
          {t('patientServices.noDoctorMatches')}
        </p>
      )}
    </div>
  );
}
