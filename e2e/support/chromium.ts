// Debian's Chromium and the flags this machine needs (../shared/docs/environment.md); never a
// browser downloaded by Playwright.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** Flags for a browser whose camera plays `y4mFile` in a loop, with the permission prompt answered yes. */
export function fakeCameraArgs(y4mFile: string): string[] {
  return [...CHROMIUM_ARGS, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", `--use-file-for-fake-video-capture=${y4mFile}`];
}
