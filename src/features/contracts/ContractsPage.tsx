import { useMemo, useState } from 'react';
import { markStart, useMeasureAfterRender } from '../../lib/perf-marks';
import { Alert, Button, Flex, Input, Space, Spin, Tag, Typography } from 'antd';
import { CloudUploadOutlined, SearchOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDeleteContractMutation, useListContractsQuery, type Contract, REFRESH_WHILE_OPEN } from '../../api/api';
import { CONTRACT_FILTERS, DEFAULT_PAGE_SIZE, ROUTES, type ContractFilter } from '../../lib/constants';
import { localToday } from '../../lib/dates';
import { CONTRACT_MESSAGES } from '../../lib/messages';
import { serverErrorMessage } from '../../lib/server-error';
import { AddContracts } from './AddContracts';
import { ExportButton } from './ExportButton';
import { FILTERS } from './contract-status';
import { ContractsEmptyState } from './ContractsEmptyState';
import { ContractsTable } from './ContractsTable';
import { DeleteContractDialog } from './DeleteContractDialog';
import { filterByName, sortByRenewalDateDesc } from './sort-contracts';
import { useContractDownload } from './use-contract-download';

type Notice = { type: 'success' | 'error'; text: string } | null;

export default function ContractsPage() {
  const navigate = useNavigate();
  const { data, isLoading, error } = useListContractsQuery(undefined, REFRESH_WHILE_OPEN);
  const [deleteContract, { isLoading: deleting }] = useDeleteContractMutation();
  const download = useContractDownload();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [pendingDelete, setPendingDelete] = useState<Contract | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('filter');
  const filter = CONTRACT_FILTERS.includes(requested as ContractFilter) ? FILTERS[requested as ContractFilter] : null;
  const today = localToday();

  const contracts = useMemo(() => sortByRenewalDateDesc(data ?? []), [data]);
  const visible = useMemo(
    () => filterByName(filter ? contracts.filter((contract) => filter.keeps(contract, today)) : contracts, search),
    [contracts, search, filter, today],
  );
  useMeasureAfterRender('contracts-search', [visible]);

  async function confirmDelete() {
    if (!pendingDelete) return;
    const target = pendingDelete;
    try {
      // The API slice removes the row from the cached list once the server confirms.
      await deleteContract({ id: target.id }).unwrap();
      setNotice({ type: 'success', text: CONTRACT_MESSAGES.deleted(target.name) });
    } catch (deleteError) {
      setNotice({ type: 'error', text: serverErrorMessage(deleteError) ?? CONTRACT_MESSAGES.deleteFailed });
    } finally {
      setPendingDelete(null);
    }
  }

  async function onDownload(contract: Contract) {
    try {
      await download(contract.id);
    } catch {
      setNotice({ type: 'error', text: CONTRACT_MESSAGES.downloadFailed });
    }
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 26 }}>
          All Contracts
        </Typography.Title>
        <Space wrap>
          <ExportButton search={search} onError={(text) => setNotice({ type: 'error', text })} />
          <AddContracts />
          <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => navigate(ROUTES.uploadContracts)}>
            Upload Contracts
          </Button>
        </Space>
      </Flex>
      {notice && (
        <Alert type={notice.type} showIcon closable={{ onClose: () => setNotice(null) }} title={notice.text} />
      )}
      {error && <Alert type="error" showIcon title={serverErrorMessage(error) ?? CONTRACT_MESSAGES.listFailed} />}
      {isLoading ? (
        <Spin style={{ display: 'block', margin: 48 }} />
      ) : !error && contracts.length === 0 ? (
        <ContractsEmptyState />
      ) : (
        <>
          {filter && (
            <div>
              <Tag color="blue">{`Showing: ${filter.label}`}</Tag>
              <Button size="small" type="link" onClick={() => setSearchParams({}, { replace: true })}>
                Show all contracts
              </Button>
            </div>
          )}
          <Input
            aria-label="Search Contracts"
            placeholder="Search Contracts"
            prefix={<SearchOutlined />}
            allowClear
            value={search}
            onChange={(event) => {
              markStart('contracts-search');
              setSearch(event.target.value);
              setPage(1);
            }}
            style={{ maxWidth: 400 }}
          />
          <ContractsTable
            contracts={visible}
            today={today}
            page={page}
            pageSize={pageSize}
            onPageChange={(nextPage, nextSize) => {
              setPage(nextPage);
              setPageSize(nextSize);
            }}
            onDownload={onDownload}
            onDelete={setPendingDelete}
          />
        </>
      )}
      <DeleteContractDialog
        name={pendingDelete?.name ?? null}
        deleting={deleting}
        onCancel={() => setPendingDelete(null)}
        onConfirm={confirmDelete}
      />
    </Flex>
  );
}
