import { Alert, Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { EditOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import type { ContractRecord } from '../../api/api';
import { CHECK_BELOW_CONFIDENCE } from '../../lib/constants';
import { displayValue, type Edit, type FieldSpec } from './contract-fields';
import { FieldEditor } from './FieldEditor';

interface Props {
  field: FieldSpec;
  record: ContractRecord;
  editing: boolean;
  saving: boolean;
  error: string | null;
  onEdit(): void;
  onCancel(): void;
  onSave(edit: Edit): void;
}

/** Who gave the value: a person, or the analysis (marked for checking when it was unsure). */
function SourceTags({ field, record }: { field: FieldSpec; record: ContractRecord }) {
  if (record.fieldSources[field.key] === 'person') return <Tag color="blue">Set by a person</Tag>;
  const confidence = record.confidence[field.key];
  const read = confidence !== undefined || record.evidence[field.key] !== undefined;
  if (!read) return null;
  return (
    <>
      <Tag>From the analysis</Tag>
      {confidence !== undefined && confidence < CHECK_BELOW_CONFIDENCE && (
        <Tooltip title={`The analysis was unsure of this (confidence ${Math.round(confidence * 100)} %)`}>
          <Tag color="#874d00" icon={<ExclamationCircleOutlined />}>
            Check this
          </Tag>
        </Tooltip>
      )}
    </>
  );
}

/** One field of the contract page: its value, who gave it, the sentence it was read from, and its editor. */
export function FieldRow({ field, record, editing, saving, error, onEdit, onCancel, onSave }: Props) {
  const evidence = record.evidence[field.key];
  return (
    <Flex
      vertical
      gap={4}
      data-testid={`field-${field.key}`}
      style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}
    >
      <Flex justify="space-between" align="center" wrap gap={8}>
        <div>
          <Typography.Text strong>{field.label}</Typography.Text>
          {field.hint && <Typography.Text type="secondary">{` · ${field.hint}`}</Typography.Text>}
        </div>
        <Flex align="center" gap={4} wrap>
          <SourceTags field={field} record={record} />
          {!editing && (
            <Button
              size="small"
              type="text"
              icon={<EditOutlined />}
              aria-label={`Edit ${field.label}`}
              onClick={onEdit}
            />
          )}
        </Flex>
      </Flex>
      {editing ? (
        <FieldEditor field={field} record={record} saving={saving} onSave={onSave} onCancel={onCancel} />
      ) : (
        <Typography.Text data-testid={`value-${field.key}`} style={{ fontSize: 16 }}>
          {displayValue(record, field)}
        </Typography.Text>
      )}
      {editing && error && <Alert type="error" showIcon title={error} />}
      {evidence && (
        <Typography.Paragraph
          type="secondary"
          italic
          ellipsis={{ rows: 2, expandable: true }}
          style={{ margin: 0 }}
          data-testid={`evidence-${field.key}`}
        >
          “{evidence}”
        </Typography.Paragraph>
      )}
    </Flex>
  );
}
