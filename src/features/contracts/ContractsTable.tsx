import { Button, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import type { Contract } from '../../api/api';
import { DATE_FORMATS, PAGE_SIZES } from '../../lib/constants';
import { parseCalendarDate } from '../../lib/dates';
import { CONTRACT_MESSAGES } from '../../lib/messages';
import { formatUsd } from '../../lib/money';

interface Props {
  contracts: Contract[];
  page: number;
  pageSize: number;
  onPageChange(page: number, pageSize: number): void;
  onDownload(contract: Contract): void;
  onDelete(contract: Contract): void;
}

export function ContractsTable({ contracts, page, pageSize, onPageChange, onDownload, onDelete }: Props) {
  const columns: TableColumnsType<Contract> = [
    { title: 'Contract Name', dataIndex: 'name', key: 'name' },
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
      render: (value: string | null) =>
        parseCalendarDate(value)?.format(DATE_FORMATS.sideList) ?? CONTRACT_MESSAGES.notAvailable,
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
