import { Table, Tag, Typography } from 'antd';
import type { OutboxEntry } from '../../api/api';
import { formatSideListDate } from '../../lib/dates';

/** Solid tags with white text, each dark enough for AA contrast (antd's light presets are not). */
const STATUS = {
  sent: { color: '#2e7d32', label: 'Sent' },
  pending: { color: '#874d00', label: 'Not sent yet' },
  failed: { color: '#c62828', label: 'Failed' },
} as const;

const KIND = { cancel_by: 'Cancel by', renewal: 'Renews' } as const;

/** The reminder digests: what each held, to whom, and whether it went out (and if not, why). */
export function ReminderOutbox({ digests }: { digests: OutboxEntry[] }) {
  return (
    <Table<OutboxEntry>
      rowKey="id"
      size="small"
      dataSource={digests}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      // Text in the page's own colour: the table's default grey for empty states is below contrast.
      locale={{
        emptyText: (
          <Typography.Text>No reminders yet: they appear here as dates come within their lead times.</Typography.Text>
        ),
      }}
      columns={[
        { title: 'Day', dataIndex: 'day', render: (day: string) => formatSideListDate(day), width: 130 },
        { title: 'To', dataIndex: 'recipient' },
        {
          title: 'Status',
          dataIndex: 'status',
          width: 130,
          render: (status: OutboxEntry['status']) => <Tag color={STATUS[status].color}>{STATUS[status].label}</Tag>,
        },
        {
          title: 'Reminders',
          dataIndex: 'items',
          render: (items: OutboxEntry['items']) => (
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {items.map((item) => (
                <li key={`${item.contractId}-${item.kind}-${item.dueDate}`}>
                  {KIND[item.kind]} {formatSideListDate(item.dueDate)}: {item.contractName}
                  {item.late ? ' (late)' : ''}
                </li>
              ))}
            </ul>
          ),
        },
        {
          title: 'Why',
          dataIndex: 'reason',
          render: (reason: string | null) =>
            reason ? <Typography.Text type="secondary">{reason}</Typography.Text> : null,
        },
      ]}
    />
  );
}
