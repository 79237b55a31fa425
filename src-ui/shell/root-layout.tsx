import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AfterChange } from './after-change';
import { markAppDrawn } from './app-drawn';
import { DemoDataWatcher } from './demo-data-watcher';
import { LoadingBar } from './loading-bar';
import { SessionWatcher } from './session-watcher';
import { VersionCheck } from './version-check';

/** The root of every screen: the watchers that run everywhere, then the screen. */
export function RootLayout() {
  useEffect(markAppDrawn, []);
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
