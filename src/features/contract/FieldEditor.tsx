import { useState } from 'react';
import { Button, Checkbox, DatePicker, Flex, Input, InputNumber, Radio, Select, Space } from 'antd';
import type { ContractRecord } from '../../api/api';
import { DATE_FORMATS } from '../../lib/constants';
import { dayKey, parseCalendarDate } from '../../lib/dates';
import type { Edit, FieldSpec } from './contract-fields';

interface Props {
  field: FieldSpec;
  record: ContractRecord;
  saving: boolean;
  onSave(edit: Edit): void;
  onCancel(): void;
}

/** The value a field's editor starts from, and the edit it makes. */
function initialDraft(field: FieldSpec, record: ContractRecord) {
  return {
    date: (record[field.key] as string | null) ?? null,
    expirationDate: record.expirationDate,
    perpetual: record.perpetual,
    autoRenews: record.autoRenews,
    renewalTermMonths: record.renewalTermMonths,
    noticePeriodDays: record.noticePeriodDays,
    contractValue: record.contractValue,
    currency: record.currency ?? '',
    parties: record.parties,
  };
}
type Draft = ReturnType<typeof initialDraft>;

function editOf(field: FieldSpec, draft: Draft): Edit {
  switch (field.kind) {
    case 'date':
      return { [field.key]: draft.date };
    case 'term':
      return { expirationDate: draft.perpetual ? null : draft.expirationDate, perpetual: draft.perpetual };
    case 'renewal':
      return { autoRenews: draft.autoRenews, renewalTermMonths: draft.autoRenews ? draft.renewalTermMonths : null };
    case 'days':
      return { noticePeriodDays: draft.noticePeriodDays };
    case 'money':
      return { contractValue: draft.contractValue, currency: draft.currency.trim() || null };
    case 'parties':
      return { parties: draft.parties };
  }
}

/** A calendar date picker that speaks YYYY-MM-DD (null when cleared). */
function DateInput({
  value,
  label,
  onChange,
}: {
  value: string | null;
  label: string;
  onChange(value: string | null): void;
}) {
  return (
    <DatePicker
      aria-label={label}
      value={parseCalendarDate(value)}
      format={DATE_FORMATS.sideList}
      onChange={(date) => onChange(date ? dayKey(date) : null)}
    />
  );
}

/** Edits one field in place; the server checks the result and says what is wrong. */
export function FieldEditor({ field, record, saving, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState(() => initialDraft(field, record));
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const inputs = (() => {
    switch (field.kind) {
      case 'date':
        return <DateInput label={field.label} value={draft.date} onChange={(date) => set({ date })} />;
      case 'term':
        return (
          <Space wrap>
            {!draft.perpetual && (
              <DateInput
                label={field.label}
                value={draft.expirationDate}
                onChange={(expirationDate) => set({ expirationDate })}
              />
            )}
            <Checkbox checked={draft.perpetual} onChange={(event) => set({ perpetual: event.target.checked })}>
              No end date (perpetual)
            </Checkbox>
          </Space>
        );
      case 'renewal':
        return (
          <Space wrap>
            <Radio.Group
              aria-label={field.label}
              value={draft.autoRenews}
              onChange={(event) => set({ autoRenews: event.target.value as boolean })}
              options={[
                { value: true, label: 'Yes' },
                { value: false, label: 'No' },
              ]}
            />
            {draft.autoRenews && (
              <Space.Compact>
                <InputNumber
                  aria-label="Renewal period in months"
                  min={1}
                  precision={0}
                  value={draft.renewalTermMonths}
                  onChange={(months) => set({ renewalTermMonths: months })}
                />
                <Space.Addon>months</Space.Addon>
              </Space.Compact>
            )}
          </Space>
        );
      case 'days':
        return (
          <Space.Compact>
            <InputNumber
              aria-label={`${field.label} in days`}
              precision={0}
              value={draft.noticePeriodDays}
              onChange={(days) => set({ noticePeriodDays: days })}
            />
            <Space.Addon>days</Space.Addon>
          </Space.Compact>
        );
      case 'money':
        return (
          <Space wrap>
            <InputNumber
              aria-label={field.label}
              value={draft.contractValue}
              onChange={(amount) => set({ contractValue: amount })}
            />
            <Input
              aria-label="Currency (ISO 4217)"
              placeholder="USD"
              maxLength={8}
              style={{ width: 96 }}
              value={draft.currency}
              onChange={(event) => set({ currency: event.target.value })}
            />
          </Space>
        );
      case 'parties':
        return (
          <Select
            aria-label={field.label}
            mode="tags"
            style={{ minWidth: 280 }}
            value={draft.parties}
            onChange={(parties: string[]) => set({ parties })}
            open={false}
          />
        );
    }
  })();
  return (
    <Flex vertical gap={8} align="start">
      {inputs}
      <Space>
        <Button type="primary" loading={saving} onClick={() => onSave(editOf(field, draft))}>
          Save
        </Button>
        <Button disabled={saving} onClick={onCancel}>
          Cancel
        </Button>
      </Space>
    </Flex>
  );
}
