import React, {type ReactNode} from 'react';
import {translate} from '../shared/translate';
import type {NumberFormats} from '../shared/format';
import {SLOT_HOURS, type OptimalSchedule, slotStartTime} from './solver';
import shared from '../shared/Explainer.module.css';

interface ScheduleTableProps {
  schedule: OptimalSchedule;
  formats: NumberFormats;
}

/** The schedule as numbers, for screen readers and for anyone who wants to check the charts. */
export default function ScheduleTable({schedule, formats}: ScheduleTableProps): ReactNode {
  return (
    <details className={shared.disclosure}>
      <summary>
        {translate({
          id: 'explainer.battery.table.summary',
          message: '充放電スケジュールを表で見る（48コマ）',
        })}
      </summary>
      <table className={shared.table}>
        <caption>
          {translate({
            id: 'explainer.battery.table.caption',
            message: '各コマの価格、充電・放電の出力（30分平均）、コマ終了時のSoC',
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{translate({id: 'explainer.battery.table.slot', message: 'コマ'})}</th>
            <th scope="col">
              {translate({id: 'explainer.battery.table.start', message: '開始時刻（JST）'})}
            </th>
            <th scope="col" className={shared.number}>
              {translate({id: 'explainer.battery.table.price', message: '価格（円/kWh）'})}
            </th>
            <th scope="col" className={shared.number}>
              {translate({id: 'explainer.battery.table.charge', message: '充電（kW）'})}
            </th>
            <th scope="col" className={shared.number}>
              {translate({id: 'explainer.battery.table.discharge', message: '放電（kW）'})}
            </th>
            <th scope="col" className={shared.number}>
              {translate({id: 'explainer.battery.table.soc', message: 'コマ終了時のSoC（%）'})}
            </th>
          </tr>
        </thead>
        <tbody>
          {schedule.slots.map((slot) => (
            <tr key={slot.slot}>
              <th scope="row">{slot.slot}</th>
              <td>{slotStartTime(slot.slot)}</td>
              <td className={shared.number}>{formats.price(slot.priceJpyPerKwh)}</td>
              <td className={shared.number}>{formats.whole(slot.chargeKwh / SLOT_HOURS)}</td>
              <td className={shared.number}>{formats.whole(slot.dischargeKwh / SLOT_HOURS)}</td>
              <td className={shared.number}>{formats.percent(slot.socEndPct)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
