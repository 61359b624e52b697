import React, {type ReactNode, useId} from 'react';
import {translate} from '../shared/translate';
import NumberField from '../shared/NumberField';
import {boundaryTime} from '../shared/chartMath';
import {SLOTS_PER_DAY} from './fip';
import shared from '../shared/Explainer.module.css';

/* The three groups of inputs of the FIP explainer. Values stay strings until they are parsed. */

export type TextField =
  | 'basePrice'
  | 'previousFyAverage'
  | 'monthAverage'
  | 'sameMonthPreviousFy'
  | 'nonFossil'
  | 'balancingCost'
  | 'monthlyEnergy'
  | 'daysInMonth'
  | 'floorDays'
  | 'floorSlotCount'
  | 'otherPrice'
  | 'eveningPrice'
  | 'shiftPct'
  | 'shiftEfficiency';

export interface Choices {
  texts: Record<TextField, string>;
  firstFloorSlot: number;
  spreadFloorSlotPremium: boolean;
}

function slotOptionLabel(slot: number): string {
  return translate(
    {id: 'explainer.fip.field.slotOption', message: 'コマ{slot}（{time}）'},
    {slot, time: boundaryTime(slot - 1)},
  );
}

export interface FieldProps {
  name: TextField;
  label: string;
  hint?: string;
  min?: number;
  max?: number;
  step?: number | 'any';
}

/** Renders a text field bound to the explainer's state. */
export function fieldRenderer(
  texts: Record<TextField, string>,
  invalid: ReadonlySet<TextField>,
  onChange: (name: TextField, text: string) => void,
) {
  return ({name, label, hint, min = 0, max, step}: FieldProps) => (
    <NumberField
      key={name}
      label={label}
      value={texts[name]}
      onChange={(text) => onChange(name, text)}
      min={min}
      max={max}
      step={step}
      hint={hint}
      invalid={invalid.has(name)}
    />
  );
}

function Checkbox({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
}) {
  const id = useId();
  return (
    <div className={shared.checkbox}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export type FieldRenderer = ReturnType<typeof fieldRenderer>;

interface FieldsetProps {
  field: FieldRenderer;
  choices: Choices;
  update: (patch: Partial<Choices>) => void;
}

/** Base price and the parts of the reference price. */
export function PremiumFieldset({field}: FieldsetProps): ReactNode {
  return (
    <fieldset className={shared.fieldset}>
      <legend>
        {translate({id: 'explainer.fip.premium.legend', message: '基準価格と参照価格'})}
      </legend>
      <div className={shared.fieldGrid}>
        {field({
          name: 'basePrice',
          label: translate({id: 'explainer.fip.field.basePrice', message: '基準価格（円/kWh）'}),
        })}
        {field({
          name: 'previousFyAverage',
          label: translate({
            id: 'explainer.fip.field.previousFyAverage',
            message: '前年度の年間平均市場価格（円/kWh）',
          }),
        })}
        {field({
          name: 'monthAverage',
          label: translate({
            id: 'explainer.fip.field.monthAverage',
            message: '当月の平均市場価格（円/kWh）',
          }),
        })}
        {field({
          name: 'sameMonthPreviousFy',
          label: translate({
            id: 'explainer.fip.field.sameMonthPreviousFy',
            message: '前年度同月の平均市場価格（円/kWh）',
          }),
        })}
        {field({
          name: 'nonFossil',
          label: translate({id: 'explainer.fip.field.nonFossil', message: '非化石価値（円/kWh）'}),
        })}
        {field({
          name: 'balancingCost',
          label: translate({
            id: 'explainer.fip.field.balancingCost',
            message: 'バランシングコスト（円/kWh）',
          }),
        })}
      </div>
    </fieldset>
  );
}

/** The month's energy and where and how often the price sits at the 0.01 JPY/kWh floor. */
export function MonthFieldset({
  field,
  choices,
  update,
  floorRangeHint,
}: FieldsetProps & {floorRangeHint?: string}): ReactNode {
  const selectId = useId();
  return (
    <fieldset className={shared.fieldset}>
      <legend>
        {translate({id: 'explainer.fip.month.legend', message: '1か月の発電と0.01円/kWhのコマ'})}
      </legend>
      <div className={shared.fieldGrid}>
        {field({
          name: 'monthlyEnergy',
          label: translate({id: 'explainer.fip.field.monthlyEnergy', message: '月間発電量（kWh）'}),
          hint: translate({
            id: 'explainer.fip.field.monthlyEnergy.hint',
            message: '晴れた日の48コマの発電の形を、この月間発電量に合わせて拡大・縮小します。',
          }),
        })}
        {field({
          name: 'daysInMonth',
          label: translate({id: 'explainer.fip.field.daysInMonth', message: '月の日数'}),
          min: 28,
          max: 31,
          step: 1,
        })}
        {field({
          name: 'floorDays',
          label: translate({
            id: 'explainer.fip.field.floorDays',
            message: '0.01円/kWhのコマがある日数',
          }),
          hint: translate({
            id: 'explainer.fip.field.floorDays.hint',
            message: 'エリアで出力制御が行われ、スポット価格が0.01円/kWhになった日数です。',
          }),
          max: 31,
          step: 1,
        })}
        <div className={shared.field}>
          <label className={shared.label} htmlFor={selectId}>
            {translate({
              id: 'explainer.fip.field.firstFloorSlot',
              message: '最初の0.01円/kWhのコマ',
            })}
          </label>
          <select
            id={selectId}
            className={shared.select}
            value={choices.firstFloorSlot}
            onChange={(event) => update({firstFloorSlot: Number(event.target.value)})}>
            {Array.from({length: SLOTS_PER_DAY}, (_, i) => i + 1).map((slot) => (
              <option key={slot} value={slot}>
                {slotOptionLabel(slot)}
              </option>
            ))}
          </select>
        </div>
        {field({
          name: 'floorSlotCount',
          label: translate({
            id: 'explainer.fip.field.floorSlotCount',
            message: '1日あたりの0.01円/kWhのコマ数',
          }),
          hint: floorRangeHint,
          max: SLOTS_PER_DAY,
          step: 1,
        })}
        {field({
          name: 'otherPrice',
          label: translate({
            id: 'explainer.fip.field.otherPrice',
            message: 'その他のコマの平均市場価格（円/kWh）',
          }),
          hint: translate({
            id: 'explainer.fip.field.otherPrice.hint',
            message: '0.01円/kWhのコマ以外で販売した電力量の加重平均価格です。',
          }),
        })}
      </div>
    </fieldset>
  );
}

/** How much floor-slot output a battery moves to the evening, and at what price. */
export function ShiftFieldset({
  field,
  choices,
  update,
  movedPerDayHint,
}: FieldsetProps & {movedPerDayHint: string}): ReactNode {
  return (
    <fieldset className={shared.fieldset}>
      <legend>
        {translate({id: 'explainer.fip.shift.legend', message: '蓄電池による出力の移動'})}
      </legend>
      <div className={shared.fieldGrid}>
        {field({
          name: 'shiftPct',
          label: translate({id: 'explainer.fip.field.shiftPct', message: '夕方に移す割合（%）'}),
          hint: movedPerDayHint,
          max: 100,
        })}
        {field({
          name: 'shiftEfficiency',
          label: translate({
            id: 'explainer.fip.field.shiftEfficiency',
            message: '蓄電池の往復効率（%）',
          }),
          min: 50,
          max: 100,
        })}
        {field({
          name: 'eveningPrice',
          label: translate({
            id: 'explainer.fip.field.eveningPrice',
            message: '夕方の市場価格（円/kWh）',
          }),
          hint: translate({
            id: 'explainer.fip.field.eveningPrice.hint',
            message: '18:00〜20:00の平均価格です。',
          }),
        })}
      </div>
      <Checkbox
        checked={choices.spreadFloorSlotPremium}
        onChange={(on) => update({spreadFloorSlotPremium: on})}
        label={translate({
          id: 'explainer.fip.field.spread',
          message:
            '0.01円/kWhのコマの分のプレミアムを、ほかのコマに上乗せする（Hinata Cloudの前提。上乗せ率 = 月間発電量 ÷ 移動前の0.01円/kWhのコマ以外の発電量）',
        })}
      />
    </fieldset>
  );
}
