import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Space, Spin, Tag, Typography } from 'antd';
import {
  BellOutlined,
  CheckCircleOutlined,
  CheckOutlined,
  DownloadOutlined,
  ExportOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import { REFRESH_WHILE_OPEN, useGetContractQuery } from '../../api/api';
import { ROUTES } from '../../lib/constants';
import { localToday } from '../../lib/dates';
import { CONTRACT_MESSAGES } from '../../lib/messages';
import { serverErrorMessage } from '../../lib/server-error';
import { contractStatus, STATUS_COLORS, STATUS_LABELS, useContractDownload } from '../contracts';
import { ContractHistory } from './ContractHistory';
import { FIELDS, type Edit } from './contract-fields';
import { FieldRow } from './FieldRow';
import { useContractEdit } from './use-contract-edit';

const SOURCE_NAMES = { gmail: 'Gmail', drive: 'Google Drive', vault: 'Google Vault', upload: 'Uploaded file' } as const;

/** One contract: every field with the sentence it was read from, checked and corrected in place, and its history. */
export default function ContractPage() {
  const { id = '' } = useParams();
  const { data: record, error, isLoading, refetch } = useGetContractQuery({ id }, REFRESH_WHILE_OPEN);
  const { save, saving, error: editError, clearError } = useContractEdit(record, refetch);
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const download = useContractDownload();

  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!record) {
    const missing = (error as { status?: unknown } | undefined)?.status === 404;
    return (
      <Flex vertical gap={16} align="start">
        <Typography.Title level={1}>Contract</Typography.Title>
        <Alert
          type="error"
          showIcon
          title={missing ? CONTRACT_MESSAGES.notFound : (serverErrorMessage(error) ?? CONTRACT_MESSAGES.recordFailed)}
        />
        <Link to={ROUTES.contracts}>All Contracts</Link>
      </Flex>
    );
  }

  const status = contractStatus(record, localToday());
  const saveField = async (edit: Edit) => {
    if (await save(edit)) setEditing(null);
  };
  const markHandled = async (handled: boolean) => {
    setNotice(null);
    if (await save({ handled }))
      setNotice(handled ? 'Marked handled: no more reminders for this term.' : 'Reminders for this term are back on.');
  };
  const hasTerm = Boolean(record.renewalDate ?? record.cancelByDate);
  const review = async (reviewState: 'reviewed' | 'needs_review') => {
    setNotice(null);
    if (await save({ reviewState }))
      setNotice(reviewState === 'reviewed' ? 'Marked as reviewed.' : 'Marked as needing review.');
  };

  return (
    <Flex vertical gap={16}>
      <Link to={ROUTES.contracts}>← All Contracts</Link>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Space align="center" wrap>
          <Typography.Title
            level={1}
            style={{ margin: 0, fontSize: 26 }}
            editable={{
              tooltip: 'Rename',
              triggerType: ['icon'],
              onChange: (name) => {
                if (name.trim() && name !== record.name) void save({ name: name.trim() });
              },
            }}
          >
            {record.name}
          </Typography.Title>
          <Tag color={STATUS_COLORS[status]} data-testid="record-status">
            {STATUS_LABELS[status]}
          </Tag>
        </Space>
        <Space wrap>
          {record.handled ? (
            <Button icon={<BellOutlined />} loading={saving} onClick={() => markHandled(false)}>
              Handled for this term: remind me again
            </Button>
          ) : (
            hasTerm && (
              <Button icon={<CheckCircleOutlined />} loading={saving} onClick={() => markHandled(true)}>
                Mark handled for this term
              </Button>
            )
          )}
          {record.reviewState === 'needs_review' ? (
            <Button type="primary" icon={<CheckOutlined />} loading={saving} onClick={() => review('reviewed')}>
              Mark reviewed
            </Button>
          ) : (
            <Button icon={<UndoOutlined />} loading={saving} onClick={() => review('needs_review')}>
              Mark as needing review
            </Button>
          )}
        </Space>
      </Flex>
      {notice && <Alert type="success" showIcon title={notice} closable={{ onClose: () => setNotice(null) }} />}
      {!editing && editError && <Alert type="error" showIcon title={editError} closable={{ onClose: clearError }} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Card title="What the contract says">
            {FIELDS.map((field) => (
              <FieldRow
                key={field.key}
                field={field}
                record={record}
                editing={editing === field.key}
                saving={saving}
                error={editError}
                onEdit={() => {
                  clearError();
                  setEditing(field.key);
                }}
                onCancel={() => {
                  clearError();
                  setEditing(null);
                }}
                onSave={saveField}
              />
            ))}
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Flex vertical gap={16}>
            <Card title="Source">
              <Flex vertical gap={8} align="start">
                <Typography.Text>{SOURCE_NAMES[record.source]}</Typography.Text>
                {record.sourceLocation && <Typography.Text type="secondary">{record.sourceLocation}</Typography.Text>}
                {record.sourceUrl && (
                  <Typography.Link href={record.sourceUrl} target="_blank" rel="noopener noreferrer">
                    <ExportOutlined /> Open in {SOURCE_NAMES[record.source]}
                  </Typography.Link>
                )}
                <Button
                  icon={<DownloadOutlined />}
                  onClick={() => download(record.id).catch(() => setNotice(CONTRACT_MESSAGES.downloadFailed))}
                >
                  {record.fileName ? `Download ${record.fileName}` : 'Download as PDF'}
                </Button>
              </Flex>
            </Card>
            <Card title="History">
              <ContractHistory history={record.history} />
            </Card>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
