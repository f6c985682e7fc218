// The sign-in page's first reads and the files it shows, started by the boot alongside the page's
// chunk and the runtime configuration instead of after both: on a slow network the pictures are
// the page's largest paint, and this takes three round trips off them (bench/lighthouse-login.mjs).
// Each started read is handed out once, to the page's first use; a later visit reads afresh.
// Kept free of React and Semi: it is part of the entry chunk.
import type { ApiClient } from '@jt/api-contract';
import { api } from '../../../lib/api/client';
import { downloadFile } from '../../../lib/files/minio-download';
import { currentBackgroundWidth } from './background-width';
import { backgroundPictureName, shownFileNames } from './page-config';
import { type LoginPageReads, readLoginPageData } from './page-data';
import { formFlows } from './page-scale';

/** The storage folder of the page configuration's files (minio download's serviceType). */
export const PAGE_CONFIG_SERVICE = 'pageConfig';

export interface LoginPrefetch {
  /** Starts the page's reads, then the downloads of the files its layout shows; once until taken. */
  start(): void;
  /** The started reads, or undefined when none are waiting (then the page reads itself). */
  takePageData(): Promise<LoginPageReads> | undefined;
  /** The started download of a file, or undefined when none is waiting. */
  takeFile(fileName: string): Promise<Blob> | undefined;
  /**
   * A waiting download's file if it has already arrived (not handed out: takeFile does that), so
   * the page can show it in its first render instead of a render later.
   */
  readyFile(fileName: string): Blob | undefined;
}

/** What the prefetch asks of the window: the background's width, whether the form flows. */
export interface LoginScreen {
  backgroundWidth(): number;
  formFlows(): boolean;
}

const currentScreen: LoginScreen = {
  backgroundWidth: currentBackgroundWidth,
  formFlows: () => formFlows(window.innerWidth, window.innerHeight),
};

export function createLoginPrefetch(client: ApiClient, screen: LoginScreen = currentScreen): LoginPrefetch {
  let pageData: Promise<LoginPageReads> | undefined;
  const files = new Map<string, Promise<Blob>>();
  // The downloads that have arrived, with their file.
  const arrived = new WeakMap<Promise<Blob>, Blob>();

  return {
    start() {
      if (pageData) return;
      const reads = readLoginPageData(client);
      pageData = reads;
      void reads.then(([layout]) => {
        // Without a usable layout the page draws its default one, which shows no stored file.
        const background = backgroundPictureName(layout ?? []);
        // A phone draws no form box: its picture is not fetched ahead of the ones it shows.
        for (const fileName of shownFileNames(layout ?? [], { flow: screen.formFlows() })) {
          if (files.has(fileName)) continue;
          // The background sized and encoded for this screen, as the page asks for it (media.ts).
          const width = fileName === background ? screen.backgroundWidth() : undefined;
          const download = downloadFile(client, fileName, { serviceType: PAGE_CONFIG_SERVICE, width });
          // A failure is the page's to tell (文件下载失败) when it takes the download.
          download.then(
            (blob) => arrived.set(download, blob),
            () => undefined,
          );
          files.set(fileName, download);
        }
      });
    },
    takePageData() {
      const taken = pageData;
      pageData = undefined;
      return taken;
    },
    takeFile(fileName) {
      const taken = files.get(fileName);
      files.delete(fileName);
      return taken;
    },
    readyFile(fileName) {
      const download = files.get(fileName);
      return download && arrived.get(download);
    },
  };
}

/** The app's prefetch, started by the boot (main.tsx) when it opens the sign-in page. */
export const loginPrefetch = createLoginPrefetch(api);
