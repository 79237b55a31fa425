import { Outlet } from '@tanstack/react-router';
import { AfterChange } from './after-change';
import { DemoDataWatcher } from './demo-data-watcher';
import { LoadingBar } from './loading-bar';
import { SessionWatcher } from './session-watcher';
import { VersionCheck } from './version-check';

/** The root of every screen: the watchers that run everywhere, then the screen. */
export function RootLayout() {
  return (
    <>
      <LoadingBar />
      <AfterChange />
      <SessionWatcher />
      <VersionCheck />
      <DemoDataWatcher />
      <Outlet />
    </>
  );
}
