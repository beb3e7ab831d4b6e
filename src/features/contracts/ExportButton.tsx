import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { api } from '../../api/api';
import { localToday } from '../../lib/dates';
import { saveFile } from '../../lib/save-file';
import { useAppDispatch } from '../../store/hooks';

const FORMATS = [
  { key: 'csv', label: 'CSV (.csv)' },
  { key: 'xlsx', label: 'Excel (.xlsx)' },
] as const;

/** Exports the contracts that the search box leaves (all of them when it is empty) as CSV or XLSX. */
export function ExportButton({ search, onError }: { search: string; onError: (message: string) => void }) {
  const dispatch = useAppDispatch();
  const [exporting, setExporting] = useState(false);

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      const request = dispatch(
        api.endpoints.exportContracts.initiate(
          { format, ...(search.trim() ? { q: search.trim() } : {}) },
          { subscribe: false, forceRefetch: true },
        ),
      );
      // The base query answers files as an object URL (see base-query.ts).
      saveFile((await request.unwrap()) as unknown as string, `contracts-${localToday()}.${format}`);
    } catch {
      onError('The contracts could not be exported. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{ items: [...FORMATS], onClick: ({ key }) => void exportAs(key as 'csv' | 'xlsx') }}
    >
      <Button icon={<ExportOutlined />} loading={exporting}>
        Export <DownOutlined />
      </Button>
    </Dropdown>
  );
}
