import { useState } from 'react';
import { Button, Drawer, Dropdown, Grid, Layout, Menu, type MenuProps } from 'antd';
import {
  CalendarOutlined,
  CloudUploadOutlined,
  DashboardOutlined,
  SettingOutlined,
  DownOutlined,
  FileTextOutlined,
  LogoutOutlined,
  MenuOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { DRAWER_WIDTH, PRODUCT_NAME, ROUTES, THEME_COLORS } from '../lib/constants';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectUser } from '../features/auth/auth-slice';
import { logout } from '../features/auth/auth-thunks';
import { downloadSupportSession } from './support-session';

const HEADER_HEIGHT = 64;
const LOGOUT_KEY = 'logout';

const USER_MENU: MenuProps['items'] = [
  { key: 'support-session', icon: <SolutionOutlined />, label: 'Download session for support' },
];

const MENU_ITEMS: MenuProps['items'] = [
  { key: ROUTES.dashboard, icon: <DashboardOutlined />, label: 'Dashboard' },
  { key: ROUTES.uploadContracts, icon: <CloudUploadOutlined />, label: 'Upload Contracts' },
  { key: ROUTES.calendar, icon: <CalendarOutlined />, label: 'Calendar' },
  { key: ROUTES.contracts, icon: <FileTextOutlined />, label: 'All Contracts' },
  { key: ROUTES.settings, icon: <SettingOutlined />, label: 'Settings' },
  { key: LOGOUT_KEY, icon: <LogoutOutlined />, label: 'Logout' },
];

/** The signed-in frame: fixed top bar, a permanent 240 px menu on wide screens, a drawer on small ones. */
export function AppLayout() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? true;
  const [drawerOpen, setDrawerOpen] = useState(false);

  const onMenuClick: MenuProps['onClick'] = async ({ key }) => {
    setDrawerOpen(false);
    if (key === LOGOUT_KEY) {
      await dispatch(logout());
      navigate(ROUTES.login);
    } else {
      navigate(key);
    }
  };

  const menu = (
    <Menu
      mode="inline"
      selectedKeys={[pathname]}
      items={MENU_ITEMS}
      onClick={onMenuClick}
      style={{ borderInlineEnd: 0 }}
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          position: 'fixed',
          top: 0,
          insetInline: 0,
          zIndex: 1001,
          height: HEADER_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          paddingInline: 16,
          background: THEME_COLORS.primary,
        }}
      >
        {!wide && (
          <Button
            type="text"
            aria-label="Open menu"
            icon={<MenuOutlined style={{ color: '#fff' }} />}
            onClick={() => setDrawerOpen(true)}
          />
        )}
        <Dropdown trigger={['click']} menu={{ items: USER_MENU, onClick: () => dispatch(downloadSupportSession()) }}>
          <Button
            type="text"
            aria-label="User menu"
            style={{ color: '#fff', fontSize: 18, fontWeight: 600, paddingInline: 4, minWidth: 0 }}
          >
            <span data-testid="top-bar-title" style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {user?.email || PRODUCT_NAME}
            </span>
            <DownOutlined />
          </Button>
        </Dropdown>
      </Layout.Header>
      {wide ? (
        <Layout.Sider
          width={DRAWER_WIDTH}
          theme="light"
          style={{ position: 'fixed', top: HEADER_HEIGHT, bottom: 0, left: 0, overflow: 'auto' }}
        >
          <nav aria-label="Main menu">{menu}</nav>
        </Layout.Sider>
      ) : (
        <Drawer
          placement="left"
          size={DRAWER_WIDTH}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={PRODUCT_NAME}
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label="Main menu">{menu}</nav>
        </Drawer>
      )}
      <Layout.Content
        style={{ marginTop: HEADER_HEIGHT, marginLeft: wide ? DRAWER_WIDTH : 0, padding: 24, minWidth: 0 }}
      >
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
