import React, {type ReactNode, useId} from 'react';
import {translate} from '../shared/translate';
import clsx from 'clsx';
import {parseNumber} from '../shared/format';
import {PRESET_ORDER, type PricePresetId} from './presets';
import {slotStartTime} from './solver';
import shared from '../shared/Explainer.module.css';
import styles from './BatteryOptimization.module.css';

function presetName(id: PricePresetId): string {
  switch (id) {
    case 'kyushu-spring':
      return translate({id: 'explainer.battery.preset.kyushuSpring', message: '九州の春の日'});
    case 'flat':
      return translate({id: 'explainer.battery.preset.flat', message: '価格が一定の日'});
    case 'winter-two-peak':
      return translate({
        id: 'explainer.battery.preset.winterTwoPeak',
        message: '冬の朝夕2ピークの日',
      });
  }
}

function presetDescription(id: PricePresetId): string {
  switch (id) {
    case 'kyushu-spring':
      return translate({
        id: 'explainer.battery.preset.kyushuSpring.description',
        message:
          '太陽光の発電が余る09:00〜15:30は0.01円/kWh（JEPXの最低価格）で、夕方18:30に19.40円/kWhまで上がる日です。',
      });
    case 'flat':
      return translate({
        id: 'explainer.battery.preset.flat.description',
        message:
          '48コマすべてが10.00円/kWhの日です。値差がないため、充放電すると効率損失の分だけ損をします。',
      });
    case 'winter-two-peak':
      return translate({
        id: 'explainer.battery.preset.winterTwoPeak.description',
        message: '暖房需要で朝07:30と夕方18:00に価格のピークがあり、深夜と昼に安くなる日です。',
      });
  }
}

interface PresetPickerProps {
  activePreset: PricePresetId | null;
  onSelect: (id: PricePresetId) => void;
}

/** Toggle buttons: the pressed one is the curve currently in the editor. */
export function PresetPicker({activePreset, onSelect}: PresetPickerProps): ReactNode {
  return (
    <fieldset className={shared.fieldset}>
      <legend>
        {translate({id: 'explainer.battery.preset.legend', message: '価格プリセット'})}
      </legend>
      <div className={shared.buttonRow}>
        {PRESET_ORDER.map((id) => (
          <button
            key={id}
            type="button"
            className={clsx('button', 'button--primary', activePreset !== id && 'button--outline')}
            aria-pressed={activePreset === id}
            onClick={() => onSelect(id)}>
            {presetName(id)}
          </button>
        ))}
      </div>
      <p className={clsx(shared.hint, styles.presetNote)}>
        {activePreset
          ? presetDescription(activePreset)
          : translate({
              id: 'explainer.battery.preset.custom',
              message: '価格を編集したため、どのプリセットとも異なる価格カーブです。',
            })}
      </p>
    </fieldset>
  );
}

interface PriceEditorProps {
  priceTexts: readonly string[];
  onChange: (slotIndex: number, text: string) => void;
}

/** 48 labelled number inputs in a disclosure: every price is reachable with the keyboard. */
export function PriceEditor({priceTexts, onChange}: PriceEditorProps): ReactNode {
  const hintId = useId();
  return (
    <details className={shared.disclosure}>
      <summary>
        {translate({
          id: 'explainer.battery.prices.summary',
          message: '48コマの価格を編集する（円/kWh）',
        })}
      </summary>
      <p id={hintId} className={shared.hint}>
        {translate({
          id: 'explainer.battery.prices.hint',
          message: '価格は0以上の値を円/kWh単位で入力します。JEPXの最低価格は0.01円/kWhです。',
        })}
      </p>
      <div className={styles.priceGrid}>
        {priceTexts.map((text, index) => (
          <PriceInput
            key={index}
            slot={index + 1}
            text={text}
            hintId={hintId}
            onChange={(value) => onChange(index, value)}
          />
        ))}
      </div>
    </details>
  );
}

interface PriceInputProps {
  slot: number;
  text: string;
  hintId: string;
  onChange: (text: string) => void;
}

function PriceInput({slot, text, hintId, onChange}: PriceInputProps): ReactNode {
  const id = useId();
  const value = parseNumber(text);
  const invalid = !Number.isFinite(value) || value < 0;
  return (
    <div className={styles.priceField}>
      <label htmlFor={id}>
        {translate(
          {id: 'explainer.battery.prices.slotLabel', message: 'コマ{slot}（{time}）'},
          {slot, time: slotStartTime(slot)},
        )}
      </label>
      <input
        id={id}
        className={shared.input}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
