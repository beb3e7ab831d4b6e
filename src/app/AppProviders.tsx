import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import type { AppStore } from '../store/store';
import { theme } from './theme';

/** Store, theme and antd's message context: everything a screen needs around it. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </Provider>
  );
}
