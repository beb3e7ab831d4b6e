import { Button, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { Contract } from '../../api/api';
import { contractPath, DATE_FORMATS, PAGE_SIZES } from '../../lib/constants';
import { parseCalendarDate } from '../../lib/dates';
import { CONTRACT_MESSAGES } from '../../lib/messages';
import { formatUsd } from '../../lib/money';
import { contractStatus, STATUS_COLORS, STATUS_LABELS } from './contract-status';

interface Props {
  contracts: Contract[];
  today: string;
  page: number;
  pageSize: number;
  onPageChange(page: number, pageSize: number): void;
  onDownload(contract: Contract): void;
  onDelete(contract: Contract): void;
}

const dateCell = (value: string | null) =>
  parseCalendarDate(value)?.format(DATE_FORMATS.sideList) ?? CONTRACT_MESSAGES.notAvailable;

/** Calendar dates sort as text; undated rows go last either way. */
const byDate = (key: 'renewalDate' | 'cancelByDate') => (a: Contract, b: Contract) =>
  (a[key] ?? '9999-12-31').localeCompare(b[key] ?? '9999-12-31');

export function ContractsTable({ contracts, today, page, pageSize, onPageChange, onDownload, onDelete }: Props) {
  const columns: TableColumnsType<Contract> = [
    {
      title: 'Contract Name',
      dataIndex: 'name',
      key: 'name',
      render: (name: string, contract) => <Link to={contractPath(contract.id)}>{name}</Link>,
    },
    {
      title: 'Contract Amount',
      dataIndex: 'contractValue',
      key: 'amount',
      render: (value: number | null) => (value === null ? CONTRACT_MESSAGES.notAvailable : formatUsd(value)),
    },
    {
      title: 'Renewal Date',
      dataIndex: 'renewalDate',
      key: 'renewalDate',
      render: dateCell,
      sorter: byDate('renewalDate'),
    },
    {
      title: 'Cancel By',
      dataIndex: 'cancelByDate',
      key: 'cancelByDate',
      render: dateCell,
      sorter: byDate('cancelByDate'),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, contract) => {
        const status = contractStatus(contract, today);
        return <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
      },
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, contract) => (
        <Space>
          <Tooltip title="Download">
            <Button
              aria-label={`Download ${contract.name}`}
              icon={<DownloadOutlined />}
              onClick={() => onDownload(contract)}
            />
          </Tooltip>
          <Tooltip title="Delete">
            <Button
              aria-label={`Delete ${contract.name}`}
              danger
              icon={<DeleteOutlined />}
              onClick={() => onDelete(contract)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Table<Contract>
      rowKey="id"
      columns={columns}
      dataSource={contracts}
      scroll={{ x: true }}
      showSorterTooltip={false}
      pagination={{
        current: page,
        pageSize,
        pageSizeOptions: PAGE_SIZES.map(String),
        showSizeChanger: true,
        total: contracts.length,
        onChange: (nextPage, nextSize) => onPageChange(nextSize !== pageSize ? 1 : nextPage, nextSize),
      }}
    />
  );
}
