import { Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import type { HistoryEntry } from '../../api/api';
import { describeEntry } from './contract-fields';

/** The record's history, oldest first: never rewritten. */
export function ContractHistory({ history }: { history: HistoryEntry[] }) {
  return (
    <Timeline
      items={history.map((entry, index) => ({
        key: index,
        content: (
          <div data-testid="history-entry">
            <Typography.Text>{describeEntry(entry)}</Typography.Text>
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {dayjs(entry.at).format('MMM D, YYYY HH:mm')}
            </Typography.Text>
          </div>
        ),
      }))}
    />
  );
}
