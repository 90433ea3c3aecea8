/**
 * The packed SDKs and CLI this site serves (built by `npm run build`: api/cli/pack-sdks.ts) and
 * the install lines that fetch them from this server. One version for all three; a unit test
 * checks it against sdks/javascript/package.json, sdks/cli/package.json and sdks/python/pyproject.toml.
 */
export const SDK_VERSION = '0.1.0';

export const SDK_FILES = {
  /** What `npm pack` names the scoped package's tarball. */
  javascript: `cemac-open-banking-sdk-${SDK_VERSION}.tgz`,
  /** The CLI's tarball: one bundled file, no dependencies, so npx runs it offline. */
  cli: `cemac-open-banking-cli-${SDK_VERSION}.tgz`,
  /** The wheel name pip requires (PEP 427): distribution, version, python, abi, platform. */
  python: `cemac_open_banking-${SDK_VERSION}-py3-none-any.whl`,
} as const;

/** Where the site serves them: `dist/sdks/…`. */
export const SDK_DOWNLOADS = {
  javascript: `/sdks/${SDK_FILES.javascript}`,
  cli: `/sdks/${SDK_FILES.cli}`,
  python: `/sdks/${SDK_FILES.python}`,
} as const;

/** Installs from this server; `{host}` becomes the page's origin. */
export const JS_INSTALL_FROM_SERVER = `npm install {host}${SDK_DOWNLOADS.javascript}`;
export const PYTHON_INSTALL_FROM_SERVER = `pip install {host}${SDK_DOWNLOADS.python}`;
/** Runs the CLI from this server without installing it (`cemac` is the package's only bin). */
export const CLI_RUN_FROM_SERVER = `npx --yes --package {host}${SDK_DOWNLOADS.cli} cemac login`;
