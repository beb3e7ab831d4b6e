import { useState } from 'react';
import { Button, Checkbox, DatePicker, Flex, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DATA_SOURCE_OPTIONS, ENTITY_OPTIONS, SERVICE_OPTIONS, TIME_ZONES } from '../../../lib/constants';
import { dayKey, parseCalendarDate } from '../../../lib/dates';
import { SEARCH_MESSAGES } from '../../../lib/messages';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { criteriaChanged, keywordAdded, keywordRemoved, selectCriteria } from '../wizard-slice';

/** Comma-separated e-mails as the list the server expects: trimmed, empties dropped. */
const parseAccounts = (text: string): string[] =>
  text
    .split(',')
    .map((email) => email.trim())
    .filter(Boolean);

/** Step 1: what to search for (spec sections 2 and 3). Every field lives in the wizard slice. */
export function CriteriaStep() {
  const dispatch = useAppDispatch();
  const criteria = useAppSelector(selectCriteria);
  const [keyword, setKeyword] = useState('');
  const [accountsText, setAccountsText] = useState(criteria.specificAccounts.join(', '));
  const change = (values: Parameters<typeof criteriaChanged>[0]) => dispatch(criteriaChanged(values));

  function addKeyword() {
    dispatch(keywordAdded(keyword));
    setKeyword('');
  }

  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Search Description" htmlFor="search-description">
        <Input
          id="search-description"
          value={criteria.description}
          maxLength={200}
          onChange={(event) => change({ description: event.target.value })}
        />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item label="Service" htmlFor="search-service" style={{ minWidth: 200, flex: 1 }}>
          <Select
            id="search-service"
            value={criteria.service}
            options={[...SERVICE_OPTIONS]}
            onChange={(service) => change({ service })}
          />
        </Form.Item>
        <Form.Item label="Data Source" htmlFor="search-data-source" style={{ minWidth: 200, flex: 1 }}>
          <Select
            id="search-data-source"
            value={criteria.dataSource}
            options={[...DATA_SOURCE_OPTIONS]}
            onChange={(dataSource) => change({ dataSource })}
          />
        </Form.Item>
        <Form.Item label="Entity" htmlFor="search-entity" style={{ minWidth: 200, flex: 1 }}>
          <Select
            id="search-entity"
            value={criteria.entityType}
            options={[...ENTITY_OPTIONS]}
            onChange={(entityType) => change({ entityType })}
          />
        </Form.Item>
      </Flex>
      {criteria.entityType === 'SPECIFIC_ACCOUNTS' && (
        <Form.Item label="Specific Accounts" htmlFor="search-accounts" extra="Comma-separated email addresses">
          <Input
            id="search-accounts"
            value={accountsText}
            placeholder="alice@example.com, bob@example.com"
            onChange={(event) => {
              setAccountsText(event.target.value);
              change({ specificAccounts: parseAccounts(event.target.value) });
            }}
          />
        </Form.Item>
      )}
      <Flex gap={16} wrap>
        <Form.Item label="Time Zone" htmlFor="search-time-zone" style={{ minWidth: 200, flex: 1 }}>
          <Select
            id="search-time-zone"
            value={criteria.timeZone}
            options={TIME_ZONES.map((zone) => ({ value: zone, label: zone }))}
            onChange={(timeZone) => change({ timeZone })}
          />
        </Form.Item>
        <Form.Item label="Start Date" htmlFor="search-start-date" style={{ minWidth: 200, flex: 1 }}>
          <DatePicker
            id="search-start-date"
            style={{ width: '100%' }}
            value={parseCalendarDate(criteria.startDate)}
            onChange={(day) => change({ startDate: day ? dayKey(day) : null })}
          />
        </Form.Item>
        <Form.Item label="End Date" htmlFor="search-end-date" style={{ minWidth: 200, flex: 1 }}>
          <DatePicker
            id="search-end-date"
            style={{ width: '100%' }}
            value={parseCalendarDate(criteria.endDate)}
            onChange={(day) => change({ endDate: day ? dayKey(day) : null })}
          />
        </Form.Item>
      </Flex>
      <Flex vertical gap={8} style={{ marginBottom: 16 }}>
        <Checkbox
          checked={criteria.excludeDrafts}
          onChange={(event) => change({ excludeDrafts: event.target.checked })}
        >
          Exclude email drafts
        </Checkbox>
        <Checkbox
          checked={criteria.includeAllMatches}
          onChange={(event) => change({ includeAllMatches: event.target.checked })}
        >
          Include all search matches (not just contracts)
        </Checkbox>
      </Flex>
      <Form.Item label="Keywords" htmlFor="search-keyword">
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id="search-keyword"
            value={keyword}
            maxLength={100}
            placeholder="e.g. renewal, agreement, contract"
            onChange={(event) => setKeyword(event.target.value)}
            onPressEnter={(event) => {
              event.preventDefault();
              addKeyword();
            }}
          />
          <Button icon={<PlusOutlined />} onClick={addKeyword}>
            Add
          </Button>
        </Space.Compact>
      </Form.Item>
      {criteria.keywords.length === 0 ? (
        <Typography.Text type="secondary">{SEARCH_MESSAGES.noKeywordsYet}</Typography.Text>
      ) : (
        <Flex wrap gap={8} data-testid="keywords">
          {criteria.keywords.map((item, index) => (
            <Tag
              key={item.text}
              color="blue"
              closable
              closeIcon={<span aria-label={`Remove ${item.text}`}>×</span>}
              onClose={(event) => {
                event.preventDefault();
                dispatch(keywordRemoved(index));
              }}
            >
              {item.text}
            </Tag>
          ))}
        </Flex>
      )}
    </Form>
  );
}
