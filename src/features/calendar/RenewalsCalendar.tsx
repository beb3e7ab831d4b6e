import { useMemo, useState } from 'react';
import { Button, Calendar, Flex, Typography, theme } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import enUS from 'antd/es/calendar/locale/en_US';
import dayjs, { type Dayjs } from 'dayjs';
import { Link } from 'react-router-dom';
import { contractPath, DATE_FORMATS } from '../../lib/constants';
import { dayKey } from '../../lib/dates';
import { cancelBysLabel, entriesByDay, renewalsLabel, type CalendarEntry } from './calendar-entries';

// The spec's weekday headers: Sun to Sat.
const locale = { ...enUS, lang: { ...enUS.lang, shortWeekDays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] } };

/** Names shown in a day before "+n more": a busy day stays readable (and a month of thousands stays fast). */
const NAMES_PER_DAY = 2;

/** Cancel-by dates are the ones that cost money when missed: red, where renewals are dark blue (both AA on white). */
export const CANCEL_BY_COLOR = '#c62828';
const RENEWAL_COLOR = '#0d47a1';

/**
 * A month grid: each day shows its renewals ('{n} renewal(s)') and, apart from them in red, its cancel-by dates,
 * with the first contracts' names opening their pages. Days with either are highlighted.
 */
export function RenewalsCalendar({ entries }: { entries: CalendarEntry[] }) {
  const { token } = theme.useToken();
  const [month, setMonth] = useState<Dayjs>(() => dayjs());
  const days = useMemo(() => entriesByDay(entries), [entries]);

  return (
    <Calendar
      locale={locale as typeof enUS}
      value={month}
      onPanelChange={(value) => setMonth(value)}
      onSelect={(value) => setMonth(value)}
      headerRender={({ value, onChange }) => (
        <Flex justify="space-between" align="center" style={{ padding: '8px 12px' }}>
          <Button
            aria-label="Previous month"
            icon={<LeftOutlined />}
            onClick={() => onChange(value.subtract(1, 'month'))}
          />
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            {value.format(DATE_FORMATS.monthHeading)}
          </Typography.Title>
          <Button aria-label="Next month" icon={<RightOutlined />} onClick={() => onChange(value.add(1, 'month'))} />
        </Flex>
      )}
      fullCellRender={(date, info) => {
        if (info.type !== 'date') return info.originNode;
        const day = days.get(dayKey(date));
        const renewals = day?.renewals.length ?? 0;
        const cancelBys = day?.cancelBys.length ?? 0;
        const inMonth = date.month() === month.month();
        const named = day ? [...day.cancelBys, ...day.renewals].slice(0, NAMES_PER_DAY) : [];
        const more = renewals + cancelBys - named.length;
        return (
          <div
            data-testid={`day-${dayKey(date)}`}
            style={{
              margin: 2,
              minHeight: 64,
              padding: 6,
              textAlign: 'right',
              borderRadius: token.borderRadius,
              borderTop: `2px solid ${date.isSame(dayjs(), 'day') ? token.colorPrimary : token.colorBorderSecondary}`,
              background: cancelBys > 0 ? token.colorErrorBg : renewals > 0 ? token.colorPrimaryBg : undefined,
              // Days of the neighbouring months in grey, not faded: faded text falls below AA contrast.
              color: inMonth ? undefined : token.colorTextTertiary,
            }}
          >
            <div>{date.date()}</div>
            {renewals > 0 && (
              <Typography.Text strong style={{ color: RENEWAL_COLOR, fontSize: 12, display: 'block' }}>
                {renewalsLabel(renewals)}
              </Typography.Text>
            )}
            {cancelBys > 0 && (
              <Typography.Text strong style={{ color: CANCEL_BY_COLOR, fontSize: 12, display: 'block' }}>
                {cancelBysLabel(cancelBys)}
              </Typography.Text>
            )}
            {named.map((entry) => (
              <Link
                key={`${entry.kind}-${entry.contract.id}`}
                to={contractPath(entry.contract.id)}
                style={{
                  display: 'block',
                  fontSize: 12,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
                aria-label={`${entry.kind === 'cancelBy' ? 'Cancel by' : 'Renewal'}: ${entry.contract.name}`}
                onClick={(event) => event.stopPropagation()}
              >
                {entry.contract.name}
              </Link>
            ))}
            {more > 0 && <Typography.Text style={{ fontSize: 12 }}>{`+${more} more`}</Typography.Text>}
          </div>
        );
      }}
    />
  );
}
