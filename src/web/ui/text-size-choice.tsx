// The text-size choice of the menus and the sign-in screens: three steps, each label shown at its own size,
// applied at once and kept on this device (lib/text-size.ts).
import { useId } from 'react';
import { useTranslation } from '../lib/i18n';
import { TEXT_SIZES, changeTextSize, useTextSize } from '../lib/text-size';
import { ChoiceGroup } from './choice-group';

export function TextSizeChoice() {
  const { t } = useTranslation();
  const size = useTextSize();
  const name = useId();
  return (
    <div className="text-size-choice">
      <ChoiceGroup
        legend={t('textSize.legend')}
        name={name}
        options={TEXT_SIZES.map((value) => ({ value, label: t(`textSize.${value}`) }))}
        value={size}
        onChange={changeTextSize}
      />
    </div>
  );
}
